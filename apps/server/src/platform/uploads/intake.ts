import { Readable } from 'node:stream';
import { DOC, UPLOAD_MAX_BYTES, type UploadMimeType } from '@lexbridge/shared/schemas/uploads';
import { FileTooLargeError, type FileStorage } from '../storage/storage';
import { attachmentDisposition } from './download';
import { UploadRefusedError } from './errors';
import { safeFileName } from './safe-name';
import { HEAD_BYTES, sniffHead } from './sniff';
import { WordDocumentCheck } from './word-document';

export type AcceptedUpload = {
  /** The server-generated storage key. */
  key: string;
  sizeBytes: number;
  /** Decided from the bytes. */
  mimeType: UploadMimeType;
  /** The declared name made safe to keep and to send back (see safeFileName). */
  safeName: string;
};

type Chunks = AsyncIterator<Buffer>;

/**
 * Takes one uploaded file from `source` into `storage`, streaming: decides its type from its first
 * bytes (a DOC also from its directory, as it streams), refuses more than `maxBytes` as soon as
 * they arrive, and throws UploadRefusedError on a refusal, after which nothing is stored. What is
 * left of a refused source is read and dropped (up to `maxBytes` more), so that a multipart
 * request can go on to its next file (register @fastify/multipart with uploadMultipartOptions).
 */
export async function intakeUpload(
  storage: FileStorage,
  source: Readable,
  declaredName: string | undefined,
  { area, maxBytes = UPLOAD_MAX_BYTES }: { area: string; maxBytes?: number },
): Promise<AcceptedUpload> {
  const chunks: Chunks = source[Symbol.asyncIterator]();
  const refuse = async (reason: UploadRefusedError['reason']) => {
    await dropRest(chunks, maxBytes);
    return new UploadRefusedError(reason, maxBytes);
  };
  const head = await readHead(chunks);
  if (head.length === 0) throw await refuse('empty');
  const mimeType = await sniffHead(head);
  if (!mimeType) throw await refuse('type-not-allowed');

  const safeName = safeFileName(declaredName, mimeType);
  const wordCheck = mimeType === DOC ? new WordDocumentCheck() : undefined;
  const body = Readable.from(replay(head, chunks, (chunk) => wordCheck?.push(chunk)));
  let stored;
  try {
    stored = await storage.putStream(area, body, {
      maxBytes,
      contentType: mimeType,
      contentDisposition: attachmentDisposition(safeName),
    });
  } catch (error) {
    if (isTooLarge(error)) throw await refuse('too-large');
    throw error;
  }
  if (wordCheck && !wordCheck.isWordDocument()) {
    await storage.remove(stored.key);
    throw new UploadRefusedError('type-not-allowed', maxBytes);
  }
  return { ...stored, mimeType, safeName };
}

async function readHead(chunks: Chunks): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(parts);
}

/** The head again, then the rest of the source; stopping early leaves the source open. */
async function* replay(head: Buffer, chunks: Chunks, watch: (chunk: Buffer) => void) {
  watch(head);
  yield head;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    watch(next.value);
    yield next.value;
  }
}

/** Reads and drops what the source still has, up to `budget` bytes; beyond that, destroys it. */
async function dropRest(chunks: Chunks, budget: number) {
  try {
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      budget -= next.value.length;
      if (budget < 0) return void (await chunks.return?.());
    }
  } catch {
    // The source failed (e.g. the client went away): nothing more to drop.
  }
}

/** Our own limit, or @fastify/multipart's when a route set it at or below `maxBytes`. */
function isTooLarge(error: unknown) {
  return (
    error instanceof FileTooLargeError ||
    (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
  );
}
