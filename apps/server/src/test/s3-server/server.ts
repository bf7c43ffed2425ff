import { createServer } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { answer } from './answer';
import { createBucket, type Bucket } from './bucket';
import { authRefusal, integrityRefusal } from './checks';
import { send, sendRefusal } from './reply';

const noSuchBucket = { status: 404, code: 'NoSuchBucket', message: 'No such bucket.' };

/**
 * An S3-compatible HTTP server for the storage tests, path-style, in memory: the calls Lexbridge
 * makes (objects, multipart uploads, presigned downloads), as S3 answers them, with S3's checks
 * on signatures' presence and expiry, body checksums and part sizes (decision record 0024).
 */
export function createS3TestServer(accessKeyId: string) {
  const buckets = new Map<string, Bucket>();
  return createServer((request, response) => {
    void buffer(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://s3.test');
      const refusal = authRefusal(request, url, accessKeyId) ?? integrityRefusal(request, body);
      if (refusal) return sendRefusal(response, refusal);
      const [name = '', ...rest] = url.pathname.slice(1).split('/').map(decodeURIComponent);
      const key = rest.join('/');
      if (request.method === 'PUT' && !key) {
        buckets.set(name, buckets.get(name) ?? createBucket(name));
        return send(response, 200);
      }
      const bucket = buckets.get(name);
      if (!bucket) return sendRefusal(response, noSuchBucket);
      answer(bucket, { request, response, url, key, body });
    });
  });
}
