import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { MessageSenderType } from '@lexbridge/shared/schemas/messages';
import { MESSAGE_MAX_LENGTH } from '@lexbridge/shared/schemas/messages';
import { Alert } from '../../../components/ui/alert';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { MessageComposer } from '../../chat';
import { useThread } from '../api/get-thread';
import { messageKeys } from '../api/keys';
import { createThreadMessage, updateThreadRead } from '../api/thread-messages';
import { useThreadMessages } from '../use-thread-messages';
import { MessageLog } from './MessageLog';

type Props = { threadId: string; side: MessageSenderType; backTo: string };

/** The open thread: its heading, its messages (live) and the reply box. Opening it reads it. */
export function ThreadPane({ threadId, side, backTo }: Props) {
  const { t } = useTranslation('messages');
  const describeError = useErrorMessage();
  const queryClient = useQueryClient();
  const thread = useThread(threadId);
  const { messages, loading, error, add } = useThreadMessages(threadId);

  useEffect(() => {
    if (error) toast.error(t('errors.loadMessages'));
  }, [error, t]);

  // The other side's messages are read by whoever has the thread open, as they arrive.
  const unreadFromOther = messages.filter((m) => m.senderType !== side && !m.readAt).at(-1)?.seq;
  useEffect(() => {
    if (unreadFromOther === undefined) return;
    updateThreadRead(threadId)
      .then(() => queryClient.invalidateQueries({ queryKey: messageKeys.lists() }))
      .catch((cause: unknown) => console.warn('could not mark the thread read', cause));
  }, [threadId, unreadFromOther, queryClient]);

  async function send(content: string) {
    try {
      add([await createThreadMessage(threadId, content)]);
    } catch (cause) {
      toast.error(t('errors.send'), { description: describeError(cause) });
      throw cause;
    }
  }

  const failure = error ?? thread.error;
  return (
    <section
      aria-labelledby="thread-heading"
      className="flex min-w-0 flex-col rounded-lg border border-border bg-white"
    >
      <header className="space-y-1 border-b border-border p-3">
        <Link
          to={backTo}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-navy-800 underline-offset-4 hover:underline md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('thread.back')}
        </Link>
        <h2 id="thread-heading" className="font-serif text-xl font-semibold break-words">
          {thread.data?.title ?? t('thread.loading')}
        </h2>
        {thread.data && (
          <p className="text-sm break-words text-muted">
            {side === 'admin'
              ? t('thread.matterOf', {
                  matter: thread.data.matterTitle,
                  client: thread.data.clientName,
                })
              : t('thread.matter', { matter: thread.data.matterTitle })}
          </p>
        )}
      </header>
      {failure ? (
        <Alert tone="error" className="m-3">
          {describeError(failure)}
        </Alert>
      ) : (
        <>
          <MessageLog
            messages={messages}
            side={side}
            emptyText={loading ? t('thread.loading') : t('thread.empty')}
          />
          <MessageComposer
            id="thread-reply"
            label={t('thread.reply')}
            maxLength={MESSAGE_MAX_LENGTH}
            onSend={send}
          />
        </>
      )}
    </section>
  );
}
