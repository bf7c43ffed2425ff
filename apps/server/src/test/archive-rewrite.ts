import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** Copies a tar.gz archive entry by entry, each entry's bytes passed through `change`. */
export async function rewriteArchive(
  from: string,
  to: string,
  change: (name: string, data: Buffer) => Buffer,
) {
  const extract = tar.extract();
  const pack = tar.pack();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      const data = change(header.name, Buffer.concat(chunks));
      pack.entry({ ...header, size: data.length }, data, next);
    });
  });
  extract.on('finish', () => pack.finalize());
  await Promise.all([
    pipeline(fs.createReadStream(from), createGunzip(), extract),
    pipeline(pack, createGzip(), fs.createWriteStream(to)),
  ]);
}
