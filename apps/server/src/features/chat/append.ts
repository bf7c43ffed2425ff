import { sql } from 'drizzle-orm';
import { ADMIN_CONVERSATIONS_TOPIC, conversationTopic } from '@lexbridge/shared/schemas/chat';
import { msg } from '@lexbridge/shared/i18n/message';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { chatConversations, chatMessages } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import { notifySql } from '../../platform/realtime/bus';
import { chatMailThrottleMinutesSql } from '../settings';
import type { ConversationRow, MessageRow } from './mappers';

export type NewChatMessage = {
  conversationId: string;
  content: string;
  senderType: MessageRow['senderType'];
  senderName: string;
  /** The replying administrator's team card (Admin -> Site), if they are linked to one. */
  senderTeamMemberId?: string | null;
};

/** An appended message, its conversation as the append left it, and whether the firm is due a mail. */
export type AppendedChatMessage = {
  message: MessageRow;
  conversation: Pick<
    ConversationRow,
    'id' | 'userId' | 'visitorTokenHash' | 'userName' | 'userEmail' | 'language'
  >;
  firmMailDue: boolean;
};

type Raw = Record<string, unknown>;

/**
 * The statement that appends a message (appendMessage in messages.ts runs it), in one statement (one round trip): it touches the conversation first, which
 * locks its row so messages of one conversation commit in `seq` order (a browser asking "after
 * seq" never skips one), inserts the message, and NOTIFYs its topic and the admins' list, which
 * PostgreSQL delivers at commit. A visitor or client writing brings an archived conversation back
 * to the active list, and with `claimFirmMail` claims the firm's mail slot (at most one mail per
 * conversation per the settings' interval: the claim is the row's own update, so two instances
 * never both win). A conversation the firm deleted takes no messages (404, as if gone) until it is
 * restored. `id` is chosen beforehand (so a delivery can wait for this very message).
 */
export async function appendStatement(
  db: DbOrTx,
  input: NewChatMessage,
  options: { id: string; claimFirmMail: boolean },
): Promise<AppendedChatMessage> {
  const { id } = options;
  const fromFirm = input.senderType === 'admin';
  const claim = options.claimFirmMail;
  const minutes = chatMailThrottleMinutesSql();
  const [row] = await queryRows<Raw>(
    db,
    sql`
    with touched as (
      update ${chatConversations} set updated_at = now()
        ${fromFirm ? sql`` : sql`, status = 'active'`}
        ${claim ? sql`, notified_at = case when notified_at is null or notified_at < now() - make_interval(mins => ${minutes}) then now() else notified_at end` : sql``}
      where id = ${input.conversationId} and deleted_at is null
      returning id as c_id, user_id, visitor_token_hash, user_name, user_email, language,
        ${claim ? sql`notified_at = now()` : sql`false`} as firm_mail_due
    ), inserted as (
      insert into ${chatMessages} (id, conversation_id, content, sender_type, sender_name, sender_team_member_id)
      select ${id}, c_id, ${input.content}, ${input.senderType}, ${input.senderName}, ${input.senderTeamMemberId ?? null} from touched
      returning id, seq, conversation_id, content, sender_type, sender_name, sender_team_member_id, created_at
    )
    select inserted.*, touched.*,
      ${notifySql(conversationTopic(input.conversationId), sql`json_build_object('kind', 'message', 'messageId', inserted.id)`)} as n1,
      ${notifySql(ADMIN_CONVERSATIONS_TOPIC, sql`json_build_object('kind', 'message', 'messageId', inserted.id)`)} as n2
    from inserted cross join touched`,
  );
  if (!row) throw notFound(msg('errors:chat.conversationGone'));
  return {
    message: {
      id: row.id as string,
      seq: Number(row.seq),
      conversationId: row.conversation_id as string,
      content: row.content as string,
      senderType: row.sender_type as MessageRow['senderType'],
      senderName: row.sender_name as string,
      senderTeamMemberId: row.sender_team_member_id as string | null,
      createdAt: new Date(row.created_at as string | Date),
    },
    conversation: {
      id: row.c_id as string,
      userId: row.user_id as string | null,
      visitorTokenHash: row.visitor_token_hash as string | null,
      userName: row.user_name as string,
      userEmail: row.user_email as string | null,
      language: row.language as ConversationRow['language'],
    },
    firmMailDue: row.firm_mail_due === true,
  };
}
