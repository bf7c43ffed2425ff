import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { Alert } from '../../../components/ui/alert';
import { useErrorMessage } from '../../../lib/use-error-message';
import { createMessage } from '../api/create-message';
import { useUpdateConversationRead } from '../api/update-conversation-read';
import { MessageComposer } from '../components/MessageComposer';
import { MessageList } from '../components/MessageList';
import { useLiveMessages } from '../use-live-messages';

/**
 * The selected conversation's messages and the firm's reply box; a conversation in the Deleted
 * view takes no replies (the server refuses them) until it is restored.
 */
export function ConversationThread({
  conversationId,
  deleted = false,
  onGone,
}: {
  conversationId: string;
  deleted?: boolean;
  onGone: () => void;
}) {
  const { messages, loading, error, add, hasEarlier, loadingEarlier, loadEarlier } =
    useLiveMessages('admin', conversationId, {
      onGone,
    });
  const { t } = useTranslation('chat');
  const errorMessage = useErrorMessage();
  const lastSeq = messages.at(-1)?.seq;
  const { mutate: markRead } = useUpdateConversationRead();

  useEffect(() => {
    // Viewing the thread reads it: the list's unread count drops to zero.
    markRead(conversationId);
  }, [conversationId, lastSeq, markRead]);

  async function reply(content: string) {
    try {
      add([await createMessage('admin', conversationId, content)]);
    } catch (cause) {
      toast.error(t('admin.thread.sendFailed'), { description: errorMessage(cause) });
      throw cause;
    }
  }

  return (
    <section
      aria-label={t('admin.thread.label')}
      className="flex min-h-96 flex-col rounded-lg border border-border bg-white"
    >
      {error ? (
        <Alert tone="error" className="m-3">
          {t('admin.thread.loadFailed')}
        </Alert>
      ) : null}
      <MessageList
        className="max-h-[500px] flex-1"
        messages={messages}
        earlier={{ available: hasEarlier, loading: loadingEarlier, load: () => void loadEarlier() }}
        ownSide={(message) => message.senderType === 'admin'}
        emptyText={loading ? t('loading') : t('admin.thread.empty')}
      />
      {deleted ? (
        <p className="border-t border-border p-3 text-sm text-muted">{t('admin.thread.deleted')}</p>
      ) : (
        <MessageComposer id="admin-reply" label={t('admin.thread.reply')} onSend={reply} />
      )}
    </section>
  );
}
