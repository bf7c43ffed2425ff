import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { FileMissingError, type FileStorage } from './storage';

const AREA_PATTERN = /^[a-z][a-z0-9-]*$/;
// `<area>/<uuid>`: the only shape of key this storage hands out or accepts.
const KEY_PATTERN =
  /^[a-z][a-z0-9-]*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Files on local disk under `root` (`$DATA_DIR/uploads`), outside the web root. */
export function createLocalDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new FileMissingError(key);
    return path.join(root, key);
  };

  return {
    async put(area, data) {
      if (!AREA_PATTERN.test(area)) throw new Error(`Invalid storage area: ${area}`);
      const key = `${area}/${randomUUID()}`;
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Write to a temporary name first so a crash never leaves a half-written file under the key.
      const temporary = `${target}.partial`;
      await fsp.writeFile(temporary, data, { flag: 'wx' });
      await fsp.rename(temporary, target);
      return key;
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
  };
}
