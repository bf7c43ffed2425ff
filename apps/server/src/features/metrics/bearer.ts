import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries `Bearer <expected>`. Compared in constant time over
 * fixed-length digests, so neither the token's characters nor its length leak through timing.
 */
export function carriesBearer(header: string | undefined, expected: string) {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(expected)) && match !== null;
}
