import type { FastifyRequest } from 'fastify';
import { readSignedCookie } from '../../platform/cookies';
import { SESSION_COOKIE_MARK, type Auth } from '../../platform/auth/better-auth';
import { toFetchRequest } from '../../platform/auth/fastify-bridge';
import { TWO_FACTOR_COOKIE } from '../../platform/auth/two-factor-challenge';

/**
 * A call to one of Better Auth's two-factor endpoints on behalf of the request (its cookies, its
 * address). Those endpoints are not reachable from outside: our routes call them, so that every
 * change is audited and mailed, and codes are counted.
 */
export async function callAuth(
  auth: Auth,
  request: FastifyRequest,
  publicUrl: string,
  authPath: string,
  body: unknown,
  options: { withoutSession?: boolean } = {},
) {
  const { headers } = toFetchRequest(request, publicUrl, body);
  // A sign-in's code step is about the pending challenge only, never a session the browser holds.
  if (options.withoutSession) headers.set('cookie', withoutSessionCookie(headers.get('cookie')));
  return auth.handler(
    new Request(new URL(`/api/auth${authPath}`, publicUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  );
}

function withoutSessionCookie(cookie: string | null) {
  return (cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !`${part.split('=')[0]}=`.endsWith(SESSION_COOKIE_MARK))
    .join('; ');
}

/**
 * The account whose sign-in waits for a code: from the signed `two_factor` cookie, read as Better
 * Auth reads it, and the challenge record it names. Null without a live challenge.
 */
export async function challengedUserId(auth: Auth, request: FastifyRequest) {
  const context = await auth.$context;
  const name = context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const identifier = readSignedCookie(request.headers.cookie, name, context.secret);
  if (!identifier) return null;
  const record = await context.internalAdapter.findVerificationValue(identifier);
  return record && record.expiresAt > new Date() ? record.value : null;
}
