import { and, eq, like, ne } from 'drizzle-orm';
import { parseSetCookieHeader } from 'better-auth/cookies';
import type { Db } from '../../db/client';
import { sessions, verifications } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/better-auth';

/** The session token in a Better Auth response's signed session cookie (null if it set none). */
async function newSessionToken(auth: Auth, response: Response) {
  const context = await auth.$context;
  const cookies = parseSetCookieHeader(response.headers.get('set-cookie') ?? '');
  const signed = cookies.get(context.authCookies.sessionToken.name)?.value;
  const dot = signed?.lastIndexOf('.') ?? -1;
  return signed && dot > 0 ? signed.slice(0, dot) : null;
}

/**
 * After two-factor was turned on or off: every other session of the account ends (a browser
 * signed in under the old rule keeps nothing of it), through Better Auth so that their sockets
 * close on every instance, and no device stays remembered. The session Better Auth has just given
 * the asking browser (its response's cookie) stays.
 */
export async function endOtherSessions(
  deps: { auth: Auth; db: Db },
  userId: string,
  response: Response,
) {
  const keep = await newSessionToken(deps.auth, response);
  const others = await deps.db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.token, keep) : undefined));
  const context = await deps.auth.$context;
  if (others.length > 0)
    await context.internalAdapter.deleteSessions(others.map((session) => session.token));
  // 'Remember this device' records are the plugin's: `trust-device-…` identifiers, the account's id.
  await deps.db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, 'trust-device-%')));
}
