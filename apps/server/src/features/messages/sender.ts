import type { FastifyRequest } from 'fastify';
import type { MessageSenderType } from '@lexbridge/shared/schemas/messages';
import { replyAuthorName } from '@lexbridge/shared/schemas/administrators';
import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import { firmName } from '../site';

/**
 * The signed-in person as the sender of a message on `side`: for the firm, the administrator's
 * display name (the firm's published name while they have not chosen one); for a client, their own account name
 * (the e-mail's local part if they have none). The name is stored with the message, as it was
 * when sent.
 */
export function senderOf(request: FastifyRequest, side: MessageSenderType) {
  const { user } = request.sessionUser!;
  const name =
    side === 'admin'
      ? replyAuthorName(user, firmName(request.server, defaultLanguage))
      : senderName(user);
  // The card is the firm's: a client's message shows none.
  return { id: user.id, name, teamMemberId: side === 'admin' ? user.teamMemberId : null };
}

/** A signed-in account as a started thread needs it: who writes, and the client it is about. */
export type Account = { id: string; name: string; email: string };

/** The name a client's message is sent under: the account's name, or its e-mail's local part. */
export const senderName = ({ name, email }: Pick<Account, 'name' | 'email'>) =>
  name || email.split('@')[0]!;
