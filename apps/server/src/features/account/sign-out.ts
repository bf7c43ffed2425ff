import type { FastifyBaseLogger } from 'fastify';
import { authorize } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';
import { recordAccountChange, type AccountOwner, type ChangeDeps } from './changes';
import type { ChangeOrigin } from './mail';
import { accountPolicy } from './policy';
import { countOtherSessions, findSession } from './sessions';
import type { ServiceDeps } from '../../platform/deps';

type SignOutDeps = ChangeDeps & Pick<ServiceDeps, 'auth' | 'log'>;
type Asking = { viewer: Viewer; headers: Headers; sessionId: string; origin: ChangeOrigin };

const logFailure = (log: FastifyBaseLogger) => (error: unknown) =>
  log.error({ err: error }, 'could not record a sign-out from the account page');

/**
 * Ends one of the owner's sessions, found by its id: the browser never holds another session's
 * token. Ended through Better Auth, so whatever listens for ended sessions hears of it. Another
 * account's session, or one already ended, is not found.
 */
export async function signOutSession(
  deps: SignOutDeps,
  owner: AccountOwner,
  sessionId: string,
  asking: Asking,
) {
  const session = authorize(
    asking.viewer,
    accountPolicy.signOutSession,
    await findSession(deps.db, sessionId),
  );
  await deps.auth.api.revokeSession({ body: { token: session.token }, headers: asking.headers });
  const change = { kind: 'sessionSignedOut', userAgent: session.userAgent } as const;
  const details = { sessionIp: session.ipAddress ?? '', current: session.id === asking.sessionId };
  await recordAccountChange(deps, owner, change, asking.origin, details).catch(
    logFailure(deps.log),
  );
}

/** Ends every session of the owner's but the asking one; answers how many ended. */
export async function signOutOtherSessions(deps: SignOutDeps, owner: AccountOwner, asking: Asking) {
  const count = await countOtherSessions(deps.db, owner.id, asking.sessionId);
  await deps.auth.api.revokeOtherSessions({ headers: asking.headers });
  if (count > 0) {
    const change = { kind: 'otherSessionsSignedOut', count } as const;
    await recordAccountChange(deps, owner, change, asking.origin, { count }).catch(
      logFailure(deps.log),
    );
  }
  return count;
}
