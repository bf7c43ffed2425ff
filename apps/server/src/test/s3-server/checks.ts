import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { crc32 } from 'node:zlib';

export type Refusal = { status: number; code: string; message: string };

const refuse = (status: number, code: string, message: string): Refusal => ({
  status,
  code,
  message,
});

// X-Amz-Date as the SDK writes it: 20260101T120000Z.
const timeOf = (amzDate: string) =>
  Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

/**
 * Whether a request is signed (SigV4, in the Authorization header or a presigned URL's query) with
 * the test access key, and a presigned one not expired. The signature itself is not recomputed.
 */
export function authRefusal(request: IncomingMessage, url: URL, accessKeyId: string) {
  const credential = `Credential=${accessKeyId}/`;
  if (request.headers.authorization?.startsWith(`AWS4-HMAC-SHA256 ${credential}`)) return null;
  const query = url.searchParams;
  if (
    query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' ||
    !`Credential=${query.get('X-Amz-Credential')}`.startsWith(credential) ||
    !query.get('X-Amz-Signature')
  ) {
    return refuse(403, 'AccessDenied', 'The request is not signed with the access key.');
  }
  const expires = timeOf(query.get('X-Amz-Date') ?? '') + Number(query.get('X-Amz-Expires')) * 1000;
  if (!(expires >= Date.now())) return refuse(403, 'AccessDenied', 'Request has expired');
  return null;
}

const digest = (algorithm: string, body: Buffer, encoding: 'hex' | 'base64') =>
  createHash(algorithm).update(body).digest(encoding);

/** Checks every integrity header the SDK may send against the body; refuses what it cannot check. */
export function integrityRefusal(request: IncomingMessage, body: Buffer): Refusal | null {
  const headers = request.headers;
  const sha256 = headers['x-amz-content-sha256'];
  if (typeof sha256 === 'string' && sha256.startsWith('STREAMING-')) {
    return refuse(501, 'NotImplemented', `This test server does not read ${sha256} bodies.`);
  }
  if (typeof sha256 === 'string' && /^[0-9a-f]{64}$/.test(sha256)) {
    if (digest('sha256', body, 'hex') !== sha256) {
      return refuse(400, 'XAmzContentSHA256Mismatch', 'The body does not match its SHA-256.');
    }
  }
  const expected: Record<string, () => string> = {
    'content-md5': () => digest('md5', body, 'base64'),
    'x-amz-checksum-sha256': () => digest('sha256', body, 'base64'),
    'x-amz-checksum-sha1': () => digest('sha1', body, 'base64'),
    'x-amz-checksum-crc32': () => {
      const sum = Buffer.alloc(4);
      sum.writeUInt32BE(crc32(body));
      return sum.toString('base64');
    },
  };
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith('x-amz-checksum-') && name !== 'content-md5') continue;
    if (name === 'x-amz-checksum-algorithm' || name === 'x-amz-checksum-type') continue;
    const compute = expected[name];
    if (!compute) return refuse(501, 'NotImplemented', `This test server cannot check ${name}.`);
    if (compute() !== value) return refuse(400, 'BadDigest', `The body does not match ${name}.`);
  }
  return null;
}
