import { msg } from '@lexbridge/shared/i18n/message';
import type { MessageSenderType } from '@lexbridge/shared/schemas/messages';
import type { Action } from '../../platform/authz/authorize';
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
  /** Start a thread on one of their matters, as the client: that matter's client only. */
  startOwn: {
    hidden: msg('errors:matters.notFound'),
    allows: isClientOf,
  } satisfies Action<OnMatter>,
  /** The firm's list and counts, and threads on any matter: administrators (the admin scope). */
  manage: { hidden: HIDDEN, allows: (viewer) => viewer.isAdmin } satisfies Action<unknown>,
};

/** Which side of a thread the viewer writes for: the firm (any administrator) or the client. */
export const sideOf = (viewer: Pick<Viewer, 'isAdmin'>): MessageSenderType =>
  viewer.isAdmin ? 'admin' : 'client';

export const otherSide = (side: MessageSenderType): MessageSenderType =>
  side === 'admin' ? 'client' : 'admin';
