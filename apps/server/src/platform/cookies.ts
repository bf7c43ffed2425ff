import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-call';

/**
 * The value of the cookie `name` in a Cookie header (null if absent or empty), read by the one
 * parser Better Auth's endpoints read it with (better-call's: surrounding quotes dropped, percent
 * escapes decoded, the first of two same-named cookies wins). Reading by any other rule would let
 * a cookie mean one thing to the app and another to Better Auth.
 */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  return parseCookies(header).get(name) || null;
}

/**
 * The value inside a cookie Better Auth signed with `secret` (`value.signature`, the signature
 * base64 HMAC-SHA256 as better-call makes it); null when absent or when the signature is not ours.
 */
export function readSignedCookie(
  header: string | undefined,
  name: string,
  secret: string,
): string | null {
  const signed = readCookie(header, name);
  const dot = signed?.lastIndexOf('.') ?? -1;
  if (!signed || dot < 1) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
