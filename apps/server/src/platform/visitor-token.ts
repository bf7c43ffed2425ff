import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { readCookie } from './cookies';

/**
 * The anonymous visitor's token, which alone proves a quick chat is theirs. Only the server makes
 * one: `<id>.<signature>`, an HMAC of the random id under a key derived from the server's secret,
 * so a token a browser (or another site) made up is refused. It travels in an HttpOnly cookie; only
 * the SHA-256 of its id is stored, next to what it unlocks.
 */
const LEGACY_COOKIE = 'lexbridge_visitor';
/** On https the `__Host-` prefix: Secure, Path=/ and no Domain, so no sibling subdomain can set it. */
const HOST_COOKIE = '__Host-lexbridge_visitor';
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const ID_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The hash of the server-signed visitor token the request carries (set by chat's hooks). */
    visitorTokenHash: string | null;
  }
}

export const hashVisitorToken = (id: string) => createHash('sha256').update(id).digest('base64url');

/** Whether a Cookie header holds a visitor token under either name (the cross-site check's test). */
export const carriesVisitorCookie = (header: string | undefined) =>
  Boolean(readCookie(header, HOST_COOKIE) ?? readCookie(header, LEGACY_COOKIE));

/**
 * What a request's visitor cookie is: none; signed by us; an unsigned token from before tokens were
 * signed (valid only if it already unlocks a conversation: the caller checks); or forged.
 */
export type VisitorCookieState =
  | { kind: 'none' }
  | { kind: 'signed'; hash: string }
  | { kind: 'legacy'; id: string; hash: string }
  | { kind: 'forged' };

export function createVisitorTokens(secret: string, publicUrl: string) {
  // A key of its own, so a visitor token can never pass for anything else the secret signs.
  const key = createHmac('sha256', secret).update('lexbridge visitor token v1').digest();
  const signatureOf = (id: string) => createHmac('sha256', key).update(id).digest();
  // Plain http (development) cannot use __Host- (it needs Secure): the old name and path stay.
  const secure = new URL(publicUrl).protocol === 'https:';
  const name = secure ? HOST_COOKIE : LEGACY_COOKIE;
  const attributes = secure
    ? 'Path=/; HttpOnly; SameSite=Lax; Secure'
    : 'Path=/api; HttpOnly; SameSite=Lax';

  function verify(token: string): VisitorCookieState {
    const [id, signature, extra] = token.split('.');
    if (extra !== undefined || !id || !signature || !ID_PATTERN.test(id)) return { kind: 'forged' };
    const given = Buffer.from(signature, 'base64url');
    const expected = signatureOf(id);
    const valid = given.length === expected.length && timingSafeEqual(given, expected);
    return valid ? { kind: 'signed', hash: hashVisitorToken(id) } : { kind: 'forged' };
  }

  return {
    cookieName: name,
    read(request: Pick<FastifyRequest, 'headers'>): VisitorCookieState {
      const header = request.headers.cookie;
      const prefixed = secure ? readCookie(header, HOST_COOKIE) : null;
      if (prefixed) return verify(prefixed);
      const plain = readCookie(header, LEGACY_COOKIE);
      if (!plain) return { kind: 'none' };
      if (!plain.includes('.')) return legacyOrForged(plain);
      // On https signed tokens live under the prefixed name only: one under the plain name could
      // have been planted by a sibling subdomain.
      return secure ? { kind: 'forged' } : verify(plain);
    },
    /** A new token (or the signed form of a legacy one, which unlocks the same conversations). */
    issue(id = randomBytes(32).toString('base64url')) {
      return {
        token: `${id}.${signatureOf(id).toString('base64url')}`,
        hash: hashVisitorToken(id),
      };
    },
    /** Set-Cookie values that store `token`, and drop the unprefixed cookie it replaces on https. */
    setCookie(token: string): string[] {
      const set = `${name}=${token}; ${attributes}; Max-Age=${MAX_AGE_SECONDS}`;
      return secure ? [set, clearLegacy] : [set];
    },
    /** Set-Cookie values that remove whatever visitor cookie the browser holds. */
    clearCookie(): string[] {
      return secure
        ? [`${name}=; ${attributes}; Max-Age=0`, clearLegacy]
        : [`${name}=; ${attributes}; Max-Age=0`];
    },
  };
}

const clearLegacy = `${LEGACY_COOKIE}=; Path=/api; HttpOnly; SameSite=Lax; Secure; Max-Age=0`;

function legacyOrForged(token: string): VisitorCookieState {
  return ID_PATTERN.test(token)
    ? { kind: 'legacy', id: token, hash: hashVisitorToken(token) }
    : { kind: 'forged' };
}

export type VisitorTokens = ReturnType<typeof createVisitorTokens>;
