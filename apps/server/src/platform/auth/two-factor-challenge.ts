import { createHmac, timingSafeEqual } from 'node:crypto';
import type { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie, expireCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';

/** The context Better Auth gives a hook (`createAuthMiddleware`'s handler). */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Better Auth's two-factor plugin's cookie names and lifetimes, which ours must match. */
export const TWO_FACTOR_COOKIE = 'two_factor';
export const TRUST_DEVICE_COOKIE = 'trust_device';
/** How long a sign-in waits for its code before the password must be entered again. */
export const CHALLENGE_SECONDS = 10 * 60;
/** 'Remember this device for 30 days'. */
export const TRUST_DEVICE_SECONDS = 30 * 24 * 60 * 60;

const sign = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('base64url');

/**
 * Whether the browser holds a valid 'remember this device' cookie for this account: signed by us,
 * bound to the account, and its record in the verification table not yet expired or revoked.
 */
export async function hasTrustedDevice(ctx: HookContext, userId: string): Promise<boolean> {
  const cookie = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE);
  const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!value) return false;
  const [token, identifier] = value.split('!');
  if (!token || !identifier) return false;
  const expected = Buffer.from(sign(ctx.context.secret, `${userId}!${identifier}`));
  if (expected.length !== token.length || !timingSafeEqual(expected, Buffer.from(token)))
    return false;
  const record = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return Boolean(record && record.value === userId && record.expiresAt > new Date());
}

/**
 * Turns the session a request has just created into the pending two-factor challenge Better Auth's
 * plugin makes after a password: the session and its cookie are removed, and the signed
 * `two_factor` cookie names a short-lived record the verify endpoints complete.
 */
export async function replaceSessionWithChallenge(
  ctx: HookContext,
  created: { userId: string; token: string },
) {
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(created.token);
  ctx.context.setNewSession(null);
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({
    value: created.userId,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_SECONDS });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
}

/** Forgets an invalid trusted-device cookie, as the plugin does. */
export function expireTrustCookie(ctx: HookContext) {
  expireCookie(ctx, ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE));
}
