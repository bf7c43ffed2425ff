import { createHash, randomUUID } from 'node:crypto';
import { completeUploadXml, initiateUploadXml, partsOf } from './xml';
import type { Refusal } from './checks';

type Stored = { body: Buffer; etag: string; contentType?: string; contentDisposition?: string };
type Upload = Omit<Stored, 'body' | 'etag'> & { key: string; parts: Map<number, Stored> };
export type Headers = Pick<Stored, 'contentType' | 'contentDisposition'>;

const MIN_PART_BYTES = 5 * 1024 * 1024; // S3 refuses smaller parts, except the last
const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;
const noSuchUpload = (): Refusal => ({
  status: 404,
  code: 'NoSuchUpload',
  message: 'The specified multipart upload does not exist.',
});

/** One bucket's objects and multipart uploads not completed or aborted, in memory. */
export function createBucket(name: string) {
  const objects = new Map<string, Stored>();
  const uploads = new Map<string, Upload>();
  return {
    objects,
    uploads,
    put(key: string, body: Buffer, headers: Headers) {
      const stored = { body, etag: etagOf(body), ...headers };
      objects.set(key, stored);
      return stored.etag;
    },
    initiate(key: string, headers: Headers) {
      const uploadId = randomUUID();
      uploads.set(uploadId, { key, parts: new Map(), ...headers });
      return initiateUploadXml(name, key, uploadId);
    },
    putPart(uploadId: string, partNumber: number, body: Buffer): string | Refusal {
      const upload = uploads.get(uploadId);
      if (!upload) return noSuchUpload();
      const part = { body, etag: etagOf(body) };
      upload.parts.set(partNumber, part);
      return part.etag;
    },
    complete(uploadId: string, request: string): string | Refusal {
      const upload = uploads.get(uploadId);
      if (!upload) return noSuchUpload();
      const listed = partsOf(request);
      const parts = listed.map(({ partNumber, etag }) => {
        const part = upload.parts.get(partNumber);
        return part && part.etag === etag ? part : null;
      });
      if (listed.length === 0 || parts.some((part) => !part)) {
        return { status: 400, code: 'InvalidPart', message: 'A listed part was not uploaded.' };
      }
      if (parts.slice(0, -1).some((part) => part!.body.length < MIN_PART_BYTES)) {
        return { status: 400, code: 'EntityTooSmall', message: 'A part is smaller than 5 MiB.' };
      }
      uploads.delete(uploadId);
      const body = Buffer.concat(parts.map((part) => part!.body));
      const { contentType, contentDisposition } = upload;
      const etag = this.put(upload.key, body, { contentType, contentDisposition });
      return completeUploadXml(name, upload.key, etag);
    },
    abort(uploadId: string): Refusal | null {
      return uploads.delete(uploadId) ? null : noSuchUpload();
    },
  };
}

export type Bucket = ReturnType<typeof createBucket>;
