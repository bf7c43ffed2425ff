import { msg } from '@lexbridge/shared/i18n/message';
import type { MessageSenderType } from '@lexbridge/shared/schemas/messages';
import { signedInAccess } from '../../platform/authz/access';
import type { Action } from '../../platform/authz/authorize';
import { forbidden } from '../../platform/errors';
import type { Viewer } from '../../platform/authz/viewer';

type OnMatter = { clientId: string };
const HIDDEN = msg('errors:messages.threadNotFound');

const isClientOf = (viewer: Viewer, matter: OnMatter) =>
  viewer.userId !== null && viewer.userId === matter.clientId;

/** Who may do what with secure message threads. */
export const messagePolicy = {
  /**
   * Read a thread, write in it, mark it read and follow it live: the client of its matter and
   * every administrator. To anyone else it does not exist.
   */
  participate: {
    hidden: HIDDEN,
    allows: (viewer: Viewer, thread: OnMatter) => viewer.isAdmin || isClientOf(viewer, thread),
  } satisfies Action<OnMatter>,
  /** List their own threads: every signed-in account (a client's list is theirs alone). */
  listOwn: signedInAccess,
  /** Follow a client's thread list live: that client only (the firm follows its own list). */
  followList: {
    hidden: HIDDEN,
    allows: (viewer: Viewer, client: { id: string }) =>
      viewer.userId !== null && viewer.userId === client.id,
  } satisfies Action<{ id: string }>,
  /** Start a thread on one of their matters, as the client: that matter's client only. */
  startOwn: {
    hidden: msg('errors:matters.notFound'),
    allows: isClientOf,
  } satisfies Action<OnMatter>,
  /** The firm's list and counts, and threads on any matter: administrators (the admin scope). */
  manage: { hidden: HIDDEN, allows: (viewer) => viewer.isAdmin } satisfies Action<unknown>,
};

/**
 * Start a thread as a client: any signed-in account but an administrator's, whatever its second
 * factor (403: the firm starts threads on a client's matter, through its own route).
 */
export function authorizeClientStart(account: { isAdmin: boolean }) {
  if (account.isAdmin) throw forbidden(msg('errors:messages.clientsStartHere'));
}

/** Which side of a thread the viewer writes for: the firm (any administrator) or the client. */
export const sideOf = (viewer: Pick<Viewer, 'isAdmin'>): MessageSenderType =>
  viewer.isAdmin ? 'admin' : 'client';

export const otherSide = (side: MessageSenderType): MessageSenderType =>
  side === 'admin' ? 'client' : 'admin';
