import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';

export type ArchiveWriter = {
  /** Adds an entry of `bytes` bytes read from `source`; resolves to the SHA-256 of what was read. */
  add(name: string, bytes: number, source: Readable | Buffer): Promise<string>;
  /** Ends the archive and moves it into place (until then it is `<file>.partial`). */
  finish(): Promise<void>;
  /** Stops and removes what was written. */
  abort(): Promise<void>;
};

/** A gzip-compressed tar file written as a stream: nothing is held in memory but one chunk. */
export function createArchiveWriter(file: string): ArchiveWriter {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => {}); // awaited in finish(); a failure also surfaces in add()

  return {
    async add(name, bytes, source) {
      const hash = createHash('sha256');
      const entry = pack.entry({ name, size: bytes, mode: 0o600, mtime: new Date() });
      const done = new Promise<void>((resolve, reject) => {
        entry.on('finish', resolve);
        entry.on('error', reject);
      });
      const chunks = Buffer.isBuffer(source) ? [source] : source;
      for await (const chunk of chunks as AsyncIterable<Buffer> | Buffer[]) {
        hash.update(chunk);
        if (!entry.write(chunk))
          await new Promise<void>((resolve) => entry.once('drain', () => resolve()));
      }
      entry.end(() => {});
      await done;
      return hash.digest('hex');
    },
    async finish() {
      pack.finalize();
      await written;
      await fs.promises.rename(partial, file);
    },
    async abort() {
      pack.destroy();
      await written.catch(() => {});
      await fs.promises.rm(partial, { force: true });
    },
  };
}
