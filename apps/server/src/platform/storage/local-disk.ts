import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit } from './byte-limit';
import { checkKey, FileMissingError, isStorageKey, newKey, type FileStorage } from './storage';

/** Files on local disk under `root` (`$DATA_DIR/uploads`), outside the web root. */
export function createLocalDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, checkKey(key));

  /**
   * Writes to `<key>.partial` and renames it into place at the end, so a crash or a refusal never
   * leaves a half-written file under a key; a refused write removes its partial file.
   */
  async function write(key: string, source: Readable, limit?: ByteLimit) {
    const target = pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const partial = `${target}.partial`;
    const sink = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    try {
      const steps = limit ? [source, limit] : [source];
      await pipeline([...steps, sink]);
      await fsp.rename(partial, target);
    } catch (error) {
      // A refusal can come before the file is even open: removing it then would race its
      // creation and leave it behind. The stream is closed (opened, then destroyed) first.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await fsp.rm(partial, { force: true });
      throw error;
    }
    return key;
  }

  return {
    kind: 'local-disk',
    put: async (area, data) => write(newKey(area), Readable.from([data])),
    async putStream(area, source, { maxBytes }) {
      const limit = new ByteLimit(maxBytes);
      const key = await write(newKey(area), source, limit);
      return { key, sizeBytes: limit.bytes };
    },
    async open(key) {
      const filePath = pathOf(key);
      try {
        const stat = await fsp.stat(filePath);
        return { stream: fs.createReadStream(filePath), sizeBytes: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileMissingError(key);
        throw error;
      }
    },
    async remove(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
    async *keys() {
      const areas = await fsp.readdir(root).catch(() => [] as string[]);
      for (const area of areas.sort()) {
        const names = await fsp.readdir(path.join(root, area)).catch(() => [] as string[]);
        for (const name of names.sort())
          if (isStorageKey(`${area}/${name}`)) yield `${area}/${name}`;
      }
    },
    async putAt(key, source) {
      await fsp.rm(`${pathOf(key)}.partial`, { force: true }); // left by an interrupted restore
      await write(key, source);
    },
  };
}
