import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { FileStorage, StoredFile } from '../../platform/storage/storage';
import type { ArchiveFile } from './archive-layout';

/** Far above any real export; the storage wants a cap, and the disk or bucket is the real one. */
const NO_PRACTICAL_LIMIT = Number.MAX_SAFE_INTEGER;

export type ZipContent = {
  /** Small files made here (the README, the JSON), added first. */
  texts: { path: string; text: string }[];
  /** Stored files, each opened only when its turn comes, so one is read at a time. */
  files: ArchiveFile[];
};

/**
 * Writes the ZIP straight into the storage (area `exports`) without holding it in memory, and
 * answers its key. `onFile(n)` is told as the n-th stored file starts. Any failure (a stored file
 * missing, the storage refusing) rejects, and then nothing is left stored.
 */
export function writeZip(
  storage: FileStorage,
  content: ZipContent,
  onFile: (started: number) => void,
): Promise<StoredFile> {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  // yazl reports a failed lazy stream on the ZipFile; ending the output with it makes the
  // storage's put reject and remove what it wrote, instead of waiting for the rest forever.
  zip.on('error', (error: Error) => output.destroy(error));
  for (const { path, text } of content.texts) zip.addBuffer(Buffer.from(text, 'utf8'), path);
  for (const [index, file] of content.files.entries())
    zip.addReadStreamLazy(file.path, (done) => {
      onFile(index + 1);
      storage.open(file.storageKey).then(
        ({ stream }) => done(null, stream),
        (error: unknown) => done(error, undefined as never),
      );
    });
  zip.end();
  return storage.putStream('exports', output, {
    maxBytes: NO_PRACTICAL_LIMIT,
    contentType: 'application/zip',
  });
}
