import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { msg } from '@lexbridge/shared/i18n/message';
import { notFound } from '../errors';
import { FileMissingError, type FileStorage } from '../storage/storage';

/** How long a signed download URL works. */
export const SIGNED_URL_SECONDS = 60;

export type StoredDownload = { key: string; fileName: string; mimeType: string };

/**
 * `attachment` with the name in both forms browsers read (RFC 6266): the exact UTF-8 name in
 * `filename*` (RFC 5987), so a Greek name survives, and a plain-ASCII `filename` for the rest.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return contentDisposition(fileName, { type: 'attachment', fallback: ascii });
}

/**
 * Sends a stored file as a download: never shown inline, never sniffed into another type, not
 * cached. A file missing from storage is logged and answered 404.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredDownload,
): Promise<FastifyReply> {
  let opened;
  try {
    opened = await storage.open(file.key);
  } catch (error) {
    if (!(error instanceof FileMissingError)) throw error;
    reply.log.error({ key: file.key }, 'stored file missing');
    throw notFound(msg('errors:uploads.fileMissing'));
  }
  return reply
    .type(file.mimeType)
    .header('content-length', opened.sizeBytes)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(opened.stream);
}

/**
 * A URL that downloads the file straight from the storage for `expiresInSeconds`, with the same
 * disposition and type; undefined when the storage cannot sign URLs (local disk), in which case
 * the route sends the file itself with sendStoredFile.
 */
export async function signedDownloadUrl(
  storage: FileStorage,
  file: StoredDownload,
  expiresInSeconds = SIGNED_URL_SECONDS,
): Promise<string | undefined> {
  if (!storage.signedDownloadUrl) return undefined;
  return storage.signedDownloadUrl(file.key, {
    contentDisposition: attachmentDisposition(file.fileName),
    contentType: file.mimeType,
    expiresInSeconds,
  });
}
