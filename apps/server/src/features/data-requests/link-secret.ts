import { createHash, randomBytes } from 'node:crypto';

/** A new download link's secret (32 random bytes) and the hash that is all the database keeps. */
export function newLinkSecret() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOfLink(token) };
}

export const hashOfLink = (token: string) => createHash('sha256').update(token).digest('base64url');
