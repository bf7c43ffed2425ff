import type { Action } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';
import type { ConversationRow } from './mappers';
import { msg } from '@lexbridge/shared/i18n/message';
import { publicAccess } from '../../platform/authz/access';

type Owned = Pick<ConversationRow, 'userId' | 'visitorTokenHash' | 'deletedAt'>;
const HIDDEN = msg('errors:chat.conversationGone');

/**
 * A client's conversation belongs to that account; an anonymous one to the browser holding its
 * visitor token. Knowing the id is never enough.
 */
function owns(viewer: Viewer, conversation: Owned): boolean {
  // A conversation the firm deleted is gone for its owner, whether or not it is restored later.
  if (conversation.deletedAt) return false;
  if (conversation.userId) return viewer.userId === conversation.userId;
  return (
    conversation.visitorTokenHash !== null &&
    viewer.visitorTokenHash === conversation.visitorTokenHash
  );
}

/** Who may do what with a chat conversation. */
export const chatPolicy = {
  /**
   * Start a conversation (or resume a client's own): anyone; a visitor's start is rate-limited per
   * address and hands their browser the conversation's visitor token.
   */
  start: publicAccess,
  /**
   * Read it and write in it as the client or visitor: its owner only. An administrator answers
   * through the admin routes, as the firm, never in the owner's name.
   */
  participate: { hidden: HIDDEN, allows: owns } satisfies Action<Owned>,
  /** Receive its live events: its owner and every administrator. */
  follow: {
    hidden: HIDDEN,
    allows: (viewer, conversation) => viewer.isAdmin || owns(viewer, conversation),
  } satisfies Action<Owned>,
  /**
   * Manage it (list, reply as the firm, archive, delete to the Deleted view, restore from it,
   * delete permanently): administrators.
   */
  manage: { hidden: HIDDEN, allows: (viewer) => viewer.isAdmin } satisfies Action<unknown>,
};
