import { createHmac } from 'node:crypto';
import { SESSION_COOKIE_PREFIX } from '../platform/auth/better-auth';

/**
 * The Cookie header Better Auth would have set for a session `token`, signed with the server's
 * AUTH_SECRET as better-call signs cookies: `token.` + base64(HMAC-SHA256(token)), URI-encoded.
 * Benchmarks seed thousands of sessions straight into the database (signing up hashes a password
 * each time) and present them with this. The name has no `__Secure-` prefix: http PUBLIC_URL only.
 */
export function sessionCookie(token: string, secret: string) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE_PREFIX}.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
