import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { SESSION_COOKIE_MARK } from '../../platform/auth/better-auth';
import { forbidden, unauthorized } from '../../platform/errors';
import { isAdmin } from './admin-accounts';

export type Viewer = { user: { id: string; email: string; name: string }; isAdmin: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** Who is asking, from the session cookie; null when signed out. The role comes from user_roles. */
export async function resolveViewer(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Viewer | null> {
  // No session cookie, no session: skip the lookup (anonymous chat traffic is most requests).
  if (!request.headers.cookie?.includes(SESSION_COOKIE_MARK)) return null;
  const session = await app.deps.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { id, email, name } = session.user;
  return { user: { id, email, name }, isAdmin: await isAdmin(app.deps.db, id) };
}

/** preHandler for routes that need a signed-in user; sets `request.viewer`. */
export function requireUser(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    request.viewer = await resolveViewer(app, request);
    if (!request.viewer) throw unauthorized();
  };
}

/** preHandler for admin-only routes: 401 when signed out, 403 for anyone who is not an admin. */
export function requireAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    request.viewer = await resolveViewer(app, request);
    if (!request.viewer) throw unauthorized();
    if (!request.viewer.isAdmin) throw forbidden('This action is for administrators only.');
  };
}
