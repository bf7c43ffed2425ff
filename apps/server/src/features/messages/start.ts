import { msg } from '@lexbridge/shared/i18n/message';
import type { AdminStartThreadInput, StartThreadInput } from '@lexbridge/shared/schemas/messages';
import type { DbOrTx } from '../../db/client';
import { messageThreads } from '../../db/schema/index';
import { authorize } from '../../platform/authz/authorize';
import { notFound } from '../../platform/errors';
import type { Translator } from '../../platform/i18n/translator';
import {
  createMatter,
  findMatter,
  generalConsultationMatter,
  type MatterWithClient,
} from '../matters';
import { announceMessage, type AnnounceDeps } from './announce';
import type { MessageRow, ThreadWithMatter } from './mappers';
import { appendMessage } from './messages';
import { messagePolicy } from './policy';
import { senderName, type Account } from './sender';

type Author = { id: string; name: string; teamMemberId?: string | null };

/** A started thread as written: with its matter and client (as the lists show it) and its message. */
export type StartedThread = { thread: ThreadWithMatter; message: MessageRow };

/**
 * The thread and its first message, written together, returned as written. Appending the message
 * sets the thread's last_message_at to now(): inside this transaction that is the very time the
 * insert gave it, so the inserted row is the thread as it stands.
 */
async function openThread(
  tx: DbOrTx,
  on: MatterWithClient,
  input: { title: string; content: string },
  author: Author & { side: 'client' | 'admin' },
): Promise<StartedThread> {
  const [thread] = await tx
    .insert(messageThreads)
    .values({ matterId: on.matter.id, title: input.title, createdBy: author.id })
    .returning();
  const message = await appendMessage(tx, {
    threadId: thread!.id,
    senderId: author.id,
    senderName: author.name,
    senderTeamMemberId: author.teamMemberId ?? null,
    senderType: author.side,
    content: input.content,
  });
  const { matter, clientName, clientEmail } = on;
  const withMatter = {
    matterTitle: matter.title,
    clientId: matter.clientId,
    clientName,
    clientEmail,
  };
  return { thread: { thread: thread!, ...withMatter }, message };
}

/**
 * A client's New Conversation, all in one transaction (a new matter, the thread and its first
 * message are written together or not at all). The thread is titled after the new matter, or
 * 'General Inquiry' for a general question (on the client's General Consultation matter), or
 * 'New Conversation' on an existing matter: texts in the client's language, `t`.
 */
export async function startClientThread(
  deps: AnnounceDeps,
  account: Account,
  input: StartThreadInput,
  t: Translator,
): Promise<StartedThread> {
  const client = { id: account.id, name: senderName(account) };
  const started = await deps.db.transaction(async (tx) => {
    let matter: MatterWithClient;
    let title: string;
    if (input.about === 'new-matter') {
      matter = await createMatter(tx, { clientId: client.id, title: input.matterTitle }, 'client');
      title = input.matterTitle;
    } else if (input.about === 'existing-matter') {
      const viewer = { userId: client.id, isAdmin: false, visitorTokenHash: null };
      const found = await findMatter(tx, input.matterId);
      authorize(viewer, messagePolicy.startOwn, found?.matter);
      matter = found!;
      title = t('messages:titles.newConversation');
    } else {
      const general = t('messages:titles.generalMatter');
      const opened = await generalConsultationMatter(tx, client.id, general);
      // The general matter is the client's own: its client is this account.
      matter = { matter: opened, clientName: account.name, clientEmail: account.email };
      title = t('messages:titles.generalInquiry');
    }
    return openThread(tx, matter, { title, content: input.content }, { ...client, side: 'client' });
  });
  await announceMessage(deps, started.thread, started.message);
  return started;
}

/** The firm starts a thread on any matter, titled 'New Conversation' in the admin's language. */
export async function startFirmThread(
  deps: AnnounceDeps,
  admin: Author,
  input: AdminStartThreadInput,
  t: Translator,
): Promise<StartedThread> {
  const started = await deps.db.transaction(async (tx) => {
    const matter = await findMatter(tx, input.matterId);
    if (!matter) throw notFound(msg('errors:matters.notFound'));
    const title = t('messages:titles.newConversation');
    return openThread(tx, matter, { title, content: input.content }, { ...admin, side: 'admin' });
  });
  await announceMessage(deps, started.thread, started.message);
  return started;
}
