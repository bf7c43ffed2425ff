import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { chatConversations } from '../../db/schema/index';
import { HttpError } from '../../platform/errors';
import { msg } from '@lexbridge/shared/i18n/message';
import type { ServiceDeps } from '../../platform/deps';

type Deps = Pick<ServiceDeps, 'db' | 'visitorTokens'>;

/**
 * Sets `request.visitorTokenHash` from the visitor cookie, for the chat routes and the socket. A
 * token the server did not sign is refused (401 VISITOR_TOKEN_INVALID) and removed from the
 * browser, never quietly swapped for a new one: the visitor is told their chat key is gone.
 * An unsigned token from before tokens were signed still opens the conversation it already
 * unlocks, and is re-issued signed (that lookup can go once such cookies have expired, 90 days).
 */
export async function identifyVisitor(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  const state = deps.visitorTokens.read(request);
  if (state.kind === 'none') return;
  if (state.kind === 'signed') {
    request.visitorTokenHash = state.hash;
    return;
  }
  if (state.kind === 'legacy' && (await unlocksAConversation(deps.db, state.hash))) {
    reply.header(
      'set-cookie',
      deps.visitorTokens.setCookie(deps.visitorTokens.issue(state.id).token),
    );
    request.visitorTokenHash = state.hash;
    return;
  }
  reply.header('set-cookie', deps.visitorTokens.clearCookie());
  throw new HttpError(401, 'VISITOR_TOKEN_INVALID', msg('errors:chat.visitorTokenInvalid'));
}

/** The hash of the browser's visitor token, issuing (and setting) one when it has none. */
export function ensureVisitorToken(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  if (request.visitorTokenHash) return request.visitorTokenHash;
  const { token, hash } = deps.visitorTokens.issue();
  reply.header('set-cookie', deps.visitorTokens.setCookie(token));
  request.visitorTokenHash = hash;
  return hash;
}

async function unlocksAConversation(db: Db, hash: string) {
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.visitorTokenHash, hash))
    .limit(1);
  return Boolean(row);
}
