import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { SESSION_COOKIE_PREFIX } from '../platform/auth/better-auth';
import { TEST_PUBLIC_URL, type TestApp } from './app';
import { cookieFrom, signIn } from './auth-client';

const json = { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' };

/** The authenticator app's current code for a base32 secret, by Better Auth's own TOTP code. */
export function totpCode(secret: string) {
  return createOTP(base32.decode(secret)).totp();
}

/**
 * The code of the step `offset` steps from now (Better Auth accepts the step before and after).
 * Enrolment confirms with the step before, so the current code is still unused for a sign-in:
 * each step is accepted once per account.
 */
export function totpCodeAt(secret: string, offset: number) {
  return createOTP(base32.decode(secret)).hotp(Math.floor(Date.now() / 30_000) + offset);
}

/**
 * Waits out the last 5 s of a 30 s step: a code of the step before, computed in them, could be two
 * steps old (out of Better Auth's window) by the time a loaded machine checks it.
 */
export async function clearOfStepEnd() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** A code that is surely wrong now: the right one with its last digit changed. */
export async function wrongCode(secret: string) {
  const code = await totpCode(secret);
  return code.slice(0, 5) + String((Number(code[5]) + 5) % 10);
}

export function post(
  app: FastifyInstance,
  url: string,
  cookie: string,
  payload: Record<string, unknown>,
) {
  return app.inject({ method: 'POST', url, headers: { ...json, cookie }, payload });
}

/** Replaces cookies by name with those a response set (a renewed session, a challenge). */
export function mergeCookies(cookie: string, headers: Record<string, unknown>) {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const pair of cookieFrom(headers).split('; ').filter(Boolean)) {
    const name = pair.slice(0, pair.indexOf('='));
    if (pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** Enrols an authenticator for the signed-in account and confirms it; the renewed cookie too. */
export async function enrolTwoFactor(t: TestApp, cookie: string, password = 'correct-horse-1') {
  const enrolled = await post(t.app, '/api/two-factor/enrol', cookie, { name: 'Phone', password });
  if (enrolled.statusCode !== 200) throw new Error(`enrol: ${enrolled.body}`);
  const { secret } = enrolled.json<{ secret: string }>();
  await clearOfStepEnd();
  const confirmed = await post(t.app, '/api/two-factor/confirm', cookie, {
    code: await totpCodeAt(secret, -1),
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  return {
    secret,
    backupCodes: confirmed.json<{ backupCodes: string[] }>().backupCodes,
    cookie: mergeCookies(cookie, confirmed.headers),
  };
}

/** A signed session cookie for an account, made directly (e.g. one that has no password yet). */
export async function sessionCookieFor(t: TestApp, userId: string) {
  const context = await t.app.deps.auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  return `${SESSION_COOKIE_PREFIX}.session_token=${encodeURIComponent(`${session.token}.${signature}`)}`;
}

/** The password step of a sign-in that asks for a code: the cookies holding its challenge. */
export async function passwordStep(
  app: FastifyInstance,
  email: string,
  password = 'correct-horse-1',
) {
  const response = await signIn(app, email, password);
  const body = response.json<{ twoFactorRedirect?: boolean }>();
  if (!body.twoFactorRedirect) throw new Error(`password step: ${response.body}`);
  return mergeCookies('', response.headers);
}

/** Sends a code to the code step of the challenge the cookies hold. */
export function verifyCode(app: FastifyInstance, cookie: string, code: string) {
  return post(app, '/api/auth/two-factor/verify-totp', cookie, { code });
}
