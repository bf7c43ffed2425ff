import { Transform, type Readable } from 'node:stream';
import yazl from 'yazl';
import type { FileStorage } from '../../platform/storage/storage';
import type { ArchiveFile } from './archive-layout';

/** A build that writes nothing for this long has stalled (a storage that stopped answering). */
const STALL_MS = 2 * 60 * 1000;

/** The build was asked to stop (the server is closing): another instance will take it over. */
export class BuildStopped extends Error {
  constructor() {
    super('the data export build was stopped');
  }
}

export type ZipContent = {
  /** Small files made here (the README, the JSON), added first. */
  texts: { path: string; text: string }[];
  /** Stored files, each opened only when its turn comes, so one is read at a time. */
  files: ArchiveFile[];
};

export type ZipHooks = {
  /** Told as the n-th stored file starts. */
  onFile: (started: number) => void;
  /** Checked before each stored file: true stops the build with BuildStopped. */
  stopping: () => boolean;
};

/**
 * Writes the ZIP straight into the storage under `key` without holding it in memory, and answers
 * its size. Any failure rejects: a stored file missing or failing mid-read, the storage refusing,
 * nothing written for two minutes, or `stopping`. The caller removes what was written then.
 */
export async function writeZip(
  storage: FileStorage,
  key: string,
  content: ZipContent,
  hooks: ZipHooks,
): Promise<number> {
  const zip = new yazl.ZipFile();
  let sizeBytes = 0;
  let lastWrite = Date.now();
  let reading: Readable | null = null;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      lastWrite = Date.now();
      done(null, chunk);
    },
  });
  // The storage listens to `counted` only once it starts reading (after its own awaits): an
  // error before then must not go unheard. The storage still sees it: the stream stays errored.
  counted.on('error', () => undefined);
  const fail = (error: Error) => {
    reading?.destroy();
    counted.destroy(error);
  };
  // yazl reports a failed lazy stream on the ZipFile, and listens to no errors of the streams it
  // is given: each is passed on here, so a failed read ends the build instead of the process.
  zip.on('error', fail);
  const stalled = setInterval(() => {
    if (Date.now() - lastWrite > STALL_MS) fail(new Error('the data export stalled'));
  }, STALL_MS / 4);
  stalled.unref();
  (zip.outputStream as Readable).on('error', fail).pipe(counted);
  for (const { path, text } of content.texts) zip.addBuffer(Buffer.from(text, 'utf8'), path);
  for (const [index, file] of content.files.entries())
    zip.addReadStreamLazy(file.path, (done) => {
      if (hooks.stopping()) return done(new BuildStopped(), undefined as never);
      hooks.onFile(index + 1);
      storage.open(file.storageKey).then(
        ({ stream }) => {
          reading = stream;
          stream.once('error', fail);
          done(null, stream);
        },
        (error: unknown) => done(error, undefined as never),
      );
    });
  zip.end();
  try {
    await storage.putAt(key, counted);
    return sizeBytes;
  } finally {
    clearInterval(stalled);
  }
}
