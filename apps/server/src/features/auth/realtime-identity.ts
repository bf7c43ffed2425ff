import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RealtimeIdentity } from '../../platform/realtime/hub';
import { identifyVisitor } from '../chat';
import { resolveSession, viewerOf } from '../../platform/auth/guards';

/**
 * Who opens a socket: the signed-in account with its session (the socket ends with it) and the
 * checked visitor token, either or both; null for neither. A forged visitor token is refused.
 */
export async function identifyRealtime(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RealtimeIdentity | null> {
  await identifyVisitor(app.deps, request, reply);
  const signedIn = await resolveSession(app, request);
  const viewer = viewerOf(signedIn?.sessionUser ?? null, request);
  if (!viewer.userId && !viewer.visitorTokenHash) return null;
  return { ...viewer, session: signedIn?.session ?? null };
}
