import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The anonymous visitor's token, which alone proves a quick chat is theirs: a random value in an HttpOnly cookie, set when the
 * first anonymous conversation starts. Only its SHA-256 is stored, next to what it unlocks.
 */
export const VISITOR_COOKIE = 'lexbridge_visitor';
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

export const hashVisitorToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      return value || null;
    }
  }
  return null;
}

/** The hash of the visitor token the request carries, or null. */
export function visitorTokenHash(request: FastifyRequest): string | null {
  const token = readCookie(request.headers.cookie, VISITOR_COOKIE);
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? hashVisitorToken(token) : null;
}

/** Reuses the browser's token, or issues one; returns its hash. */
export function ensureVisitorToken(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
): string {
  const existing = visitorTokenHash(request);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${VISITOR_COOKIE}=${token}; Path=/api; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}${secure}`,
  );
  return hashVisitorToken(token);
}
