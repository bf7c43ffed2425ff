import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { pipeline, type Readable } from 'node:stream';
import { ByteLimit } from './byte-limit';
import { checkKey, FileMissingError, isStorageKey, newKey, type FileStorage } from './storage';

export type S3Settings = {
  bucket: string;
  /** An S3-compatible server's address; unset means AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset means the SDK's own credential chain (environment, instance role ...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

// The smallest part S3 takes. Parts are uploaded one at a time, so an upload of unknown length
// holds at most one part in memory, whatever the file's size.
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Uploads a stream of unknown length to `Key`, in parts sent one at a time (at most one part in
 * memory); a failed upload aborts its multipart upload, leaving no part behind.
 */
export const uploadObject = (
  client: S3Client,
  params: { Bucket: string; Key: string; Body: Readable },
) =>
  new Upload({
    client,
    params,
    partSize: PART_BYTES,
    queueSize: 1,
    leavePartsOnError: false,
  }).done();

export function createS3Client(settings: S3Settings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    // Bucket in the path, not the host name: what S3-compatible servers expect.
    forcePathStyle: true,
    // Many S3-compatible servers refuse the SDK's default checksums on every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Files as objects in one S3 bucket, shared by every server instance. */
export function createS3Storage(settings: S3Settings, client = createS3Client(settings)) {
  const Bucket = settings.bucket;
  const removeObject = (Key: string) => client.send(new DeleteObjectCommand({ Bucket, Key }));

  const storage: FileStorage = {
    kind: 's3',
    async put(area, data) {
      const Key = newKey(area);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: data }));
      return Key;
    },
    async putStream(area, source, { maxBytes, contentType, contentDisposition }) {
      const Key = newKey(area);
      const limit = new ByteLimit(maxBytes);
      const Body: Readable = pipeline(source, limit, () => {});
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key,
          Body,
          ContentType: contentType,
          ContentDisposition: contentDisposition,
        },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false, // a failed upload aborts its multipart upload
      });
      try {
        await upload.done();
      } catch (error) {
        await removeObject(Key).catch(() => {}); // in case the failure came after the last part
        throw error;
      }
      return { key: Key, sizeBytes: limit.bytes };
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return { stream: object.Body as Readable, sizeBytes: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) throw new FileMissingError(key);
        throw error;
      }
    },
    async remove(key) {
      await removeObject(checkKey(key));
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageKey(object.Key)) yield object.Key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async putAt(key, source) {
      await uploadObject(client, { Bucket, Key: checkKey(key), Body: source });
    },
    signedDownloadUrl(key, { contentDisposition, contentType, expiresInSeconds }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: checkKey(key),
        ResponseContentDisposition: contentDisposition,
        ResponseContentType: contentType,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    close: () => client.destroy(),
  };
  return storage;
}

function isMissing(error: unknown) {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}
