import { sql } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  clientThreadsTopic,
  FIRM_THREADS_TOPIC,
  threadTopic,
} from '@lexbridge/shared/schemas/messages';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { mailThrottle, messageThreads, threadMessages } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import { notifySql } from '../../platform/realtime/bus';
import { announceMessage, type AnnounceDeps } from './announce';
import type { MessageRow, ThreadWithMatter } from './mappers';
import type { NewMessage } from './messages';
import { mailSlotOf } from './notifications';

type Raw = Record<string, unknown>;

/** Who writes in a thread: their account and the side they write for. */
type Author = {
  id: string;
  name: string;
  teamMemberId: string | null;
  side: NewMessage['senderType'];
};

/**
 * A message in a thread the author takes part in (the route has asked messagePolicy): appended
 * with its live notices in one statement, then the other side mailed if the slot was won.
 * Returns the message as written.
 */
export async function appendThreadMessage(
  deps: AnnounceDeps,
  thread: ThreadWithMatter,
  author: Author,
  content: string,
): Promise<MessageRow> {
  const input = {
    threadId: thread.thread.id,
    senderId: author.id,
    senderName: author.name,
    senderTeamMemberId: author.teamMemberId,
    senderType: author.side,
    content,
  };
  const sent = await insertThreadMessage(deps.db, input, thread, mailSlotOf(thread, author.side));
  await announceMessage(deps, thread, sent.message, sent);
  return sent.message;
}

/**
 * Appends a message to a thread in one statement (one round trip): touching the thread first locks
 * its row, so messages of one thread commit in `seq` order, and moves it to the top of the lists;
 * then the insert, the claim of the other side's mail slot (`mail`: at most one mail per key per
 * `minutes`, a conditional upsert, so two instances never both win) and the NOTIFYs of the thread's
 * topic and both sides' lists, which PostgreSQL delivers at commit. `mailDue`: the claim was won.
 */
async function insertThreadMessage(
  db: Db,
  input: NewMessage,
  ids: { clientId: string },
  mail: { key: string; minutes: number },
): Promise<{ message: MessageRow; mailDue: boolean }> {
  const listChanged = sql`json_build_object('kind', 'threads', 'threadId', ${input.threadId}::text)`;
  const [row] = await queryRows<Raw>(
    db,
    sql`
    with touched as (
      update ${messageThreads} set last_message_at = now() where id = ${input.threadId}
      returning id as t_id
    ), inserted as (
      insert into ${threadMessages} (thread_id, sender_id, sender_name, sender_team_member_id, sender_type, content)
      select t_id, ${input.senderId}, ${input.senderName}, ${input.senderTeamMemberId ?? null}, ${input.senderType}, ${input.content}
      from touched
      returning *
    ), claimed as (
      insert into ${mailThrottle} (key, sent_at) select ${mail.key}, now() from inserted
      on conflict (key) do update set sent_at = now()
      where ${mailThrottle}.sent_at <= now() - make_interval(mins => ${mail.minutes})
      returning key
    )
    select inserted.*, exists (select 1 from claimed) as mail_due,
      ${notifySql(threadTopic(input.threadId), sql`json_build_object('kind', 'message', 'messageId', inserted.id)`)} as n1,
      ${notifySql(clientThreadsTopic(ids.clientId), listChanged)} as n2,
      ${notifySql(FIRM_THREADS_TOPIC, listChanged)} as n3
    from inserted`,
  );
  if (!row) throw notFound(msg('errors:messages.threadNotFound'));
  const date = (value: unknown) => (value == null ? null : new Date(value as string | Date));
  return {
    message: {
      id: row.id as string,
      seq: Number(row.seq),
      threadId: row.thread_id as string,
      senderId: row.sender_id as string | null,
      senderName: row.sender_name as string,
      senderTeamMemberId: row.sender_team_member_id as string | null,
      senderType: row.sender_type as MessageRow['senderType'],
      content: row.content as string,
      contentFolded: row.content_folded as string | null,
      createdAt: date(row.created_at)!,
      readAt: date(row.read_at),
      readBy: row.read_by as string | null,
    },
    mailDue: row.mail_due === true,
  };
}
