import type { MeResponse } from '@lexbridge/shared/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { SESSION_COOKIE_MARK, SESSION_COOKIE_NAME } from './better-auth';
import { readCookie } from '../cookies';
import { markSessionActive } from './session-activity';
import type { Viewer } from '../authz/viewer';
import { forbidden, unauthorized } from '../errors';
import { languageAndRole } from './language-and-role';
import { msg } from '@lexbridge/shared/i18n/message';

/**
 * The signed-in account behind a request's session cookie. `secondFactorRequired`: an administrator
 * whose account has two-factor on, in a session that did not pass it (no admin rights in it).
 */
export type SessionUser = MeResponse & { secondFactorRequired: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    /** This request's session lookup, shared by every hook and handler that asks (one per request). */
    resolvedSession: Promise<ResolvedSession | null> | null;
  }
}

/** The session's account, from the session cookie; null when signed out. The role is in user_roles. */
export async function resolveSessionUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  request.resolvedSession ??= resolveSession(app, request);
  return (await request.resolvedSession)?.sessionUser ?? null;
}

/**
 * The session cookie as sent (signed token), under the one name Better Auth reads: `__Secure-`
 * prefixed when the site is served over https (its rule for a fixed base URL). The cache is keyed
 * by exactly the value Better Auth verified, never by a second cookie sent beside it.
 */
function sessionCookieOf(header: string | undefined, publicUrl: string): string | null {
  if (!header?.includes(SESSION_COOKIE_MARK)) return null;
  const secure = publicUrl.startsWith('https://');
  return readCookie(header, secure ? `__Secure-${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME);
}

export type ResolvedSession = {
  sessionUser: SessionUser;
  session: { id: string; expiresAt: Date };
};

/**
 * The session's account and the session itself (a socket is closed when that session ends). Read
 * once per request, and kept a few seconds per instance (deps.sessionCache: forgotten at once,
 * everywhere, when the session ends or the account changes).
 */
export async function resolveSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ResolvedSession | null> {
  // No session cookie, no session: skip the lookup (anonymous chat traffic is most requests).
  const token = sessionCookieOf(request.headers.cookie, app.deps.config.publicUrl);
  if (!token) return null;
  const { sessionCache } = app.deps;
  const cached = sessionCache.get(token);
  if (cached) return cached;
  const store = sessionCache.begin();
  const found = await app.deps.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return null;
  await markSessionActive(app.deps.db, found.session);
  const { id, email, name } = found.user;
  const twoFactorEnabled = found.user.twoFactorEnabled === true;
  const nameChosen = found.user.nameChosen === true;
  const { language, isAdmin: admin, teamMemberId } = await languageAndRole(app.deps.db, id);
  const { id: sessionId, expiresAt } = found.session;
  const sessionPassed = (found.session as { twoFactorVerified?: unknown }).twoFactorVerified;
  const resolved = {
    sessionUser: {
      user: { id, email, name, nameChosen, language, twoFactorEnabled, teamMemberId },
      isAdmin: admin,
      mfaEnrolmentRequired: admin && app.deps.config.adminMfaRequired && !twoFactorEnabled,
      // Whatever other sessions did: this one must have passed the account's second factor.
      secondFactorRequired: admin && twoFactorEnabled && sessionPassed !== true,
    },
    session: { id: sessionId, expiresAt: new Date(expiresAt) },
  };
  store(token, resolved, { sessionId, userId: id, expiresAt: resolved.session.expiresAt });
  return resolved;
}

/**
 * The viewer for authorization: the session's account and the visitor token, either or both (the
 * token only where chat's hook has checked it: elsewhere it unlocks nothing). An administrator who
 * still has to enrol a second factor has no admin rights anywhere until then.
 */
export function viewerOf(sessionUser: SessionUser | null, request: FastifyRequest): Viewer {
  const enrolmentPending = sessionUser?.mfaEnrolmentRequired ?? false;
  const factorMissing = sessionUser?.secondFactorRequired ?? false;
  return {
    userId: sessionUser?.user.id ?? null,
    isAdmin: (sessionUser?.isAdmin ?? false) && !enrolmentPending && !factorMissing,
    ...(enrolmentPending ? { mfaEnrolmentRequired: true } : {}),
    ...(factorMissing ? { secondFactorRequired: true } : {}),
    visitorTokenHash: request.visitorTokenHash,
  };
}

/** preHandler for routes that need a signed-in user; sets `request.sessionUser`. */
export function requireUser(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    request.sessionUser = await resolveSessionUser(app, request);
    if (!request.sessionUser) throw unauthorized();
  };
}

/**
 * Hook for administrators' routes: 401 when signed out, 403 for anyone who is not an admin, 403
 * MFA_ENROLMENT_REQUIRED for an admin who has not yet enrolled the required second factor, and 403
 * SECOND_FACTOR_REQUIRED in a session that did not pass the second factor the account has.
 */
export function requireAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    request.sessionUser = await resolveSessionUser(app, request);
    if (!request.sessionUser) throw unauthorized();
    if (!request.sessionUser.isAdmin) throw forbidden(msg('errors:auth.adminsOnly'));
    if (request.sessionUser.mfaEnrolmentRequired) {
      throw forbidden(msg('errors:auth.mfaEnrolmentRequired'), 'MFA_ENROLMENT_REQUIRED');
    }
    if (request.sessionUser.secondFactorRequired) {
      throw forbidden(msg('errors:auth.secondFactorRequired'), 'SECOND_FACTOR_REQUIRED');
    }
  };
}

/**
 * Who acts on a route that a guard (the admin scope, `requireUser`) let through only when signed
 * in: the account's id, and its name (or e-mail) as of now, as audit entries and mails name them.
 */
export function actorOf(request: FastifyRequest): { id: string; name: string } {
  const { user } = request.sessionUser!;
  return { id: user.id, name: user.name || user.email };
}
