import { msg } from '@lexbridge/shared/i18n/message';
import type { AdminStartThreadInput, StartThreadInput } from '@lexbridge/shared/schemas/messages';
import type { Db, DbOrTx } from '../../db/client';
import { messageThreads } from '../../db/schema/index';
import { authorize } from '../../platform/authz/authorize';
import { notFound } from '../../platform/errors';
import type { Translator } from '../../platform/i18n/translator';
import { createMatter, findMatter, generalConsultationMatter } from '../matters';
import { appendMessage } from './messages';
import { messagePolicy } from './policy';

type Author = { id: string; name: string };

/** The thread and its first message, written together. */
async function openThread(
  tx: DbOrTx,
  input: { matterId: string; title: string; content: string },
  author: Author & { side: 'client' | 'admin' },
) {
  const [thread] = await tx
    .insert(messageThreads)
    .values({ matterId: input.matterId, title: input.title, createdBy: author.id })
    .returning();
  const message = await appendMessage(tx, {
    threadId: thread!.id,
    senderId: author.id,
    senderName: author.name,
    senderType: author.side,
    content: input.content,
  });
  return { threadId: thread!.id, message };
}

/**
 * A client's New Conversation, all in one transaction (a new matter, the thread and its first
 * message are written together or not at all). The thread is titled after the new matter, or
 * 'General Inquiry' for a general question (on the client's General Consultation matter), or
 * 'New Conversation' on an existing matter: texts in the client's language, `t`.
 */
export function startClientThread(db: Db, client: Author, input: StartThreadInput, t: Translator) {
  return db.transaction(async (tx) => {
    let matterId: string;
    let title: string;
    if (input.about === 'new-matter') {
      const created = await createMatter(
        tx,
        { clientId: client.id, title: input.matterTitle },
        'client',
      );
      matterId = created.matter.id;
      title = input.matterTitle;
    } else if (input.about === 'existing-matter') {
      const viewer = { userId: client.id, isAdmin: false, visitorTokenHash: null };
      const found = await findMatter(tx, input.matterId);
      matterId = authorize(viewer, messagePolicy.startOwn, found?.matter).id;
      title = t('messages:titles.newConversation');
    } else {
      const general = t('messages:titles.generalMatter');
      matterId = (await generalConsultationMatter(tx, client.id, general)).id;
      title = t('messages:titles.generalInquiry');
    }
    return openThread(
      tx,
      { matterId, title, content: input.content },
      { ...client, side: 'client' },
    );
  });
}

/** The firm starts a thread on any matter, titled 'New Conversation' in the admin's language. */
export function startFirmThread(
  db: Db,
  admin: Author,
  input: AdminStartThreadInput,
  t: Translator,
) {
  return db.transaction(async (tx) => {
    const matter = (await findMatter(tx, input.matterId))?.matter;
    if (!matter) throw notFound(msg('errors:matters.notFound'));
    const title = t('messages:titles.newConversation');
    return openThread(
      tx,
      { matterId: matter.id, title, content: input.content },
      { ...admin, side: 'admin' },
    );
  });
}
