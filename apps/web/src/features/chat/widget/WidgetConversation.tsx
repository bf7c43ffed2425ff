import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { createMessage } from '../api/create-message';
import { MessageComposer } from '../components/MessageComposer';
import { MessageList } from '../components/MessageList';
import { useLiveMessages } from '../use-live-messages';

/** The visitor's or client's open conversation; firm replies arrive live. */
export function WidgetConversation({
  conversationId,
  onGone,
}: {
  conversationId: string;
  onGone: () => void;
}) {
  const { t } = useTranslation('chat');
  const errorMessage = useErrorMessage();
  const { messages, loading, error, add, hasEarlier, loadingEarlier, loadEarlier } =
    useLiveMessages('visitor', conversationId, {
      onGone,
    });

  useEffect(() => {
    // A saved conversation that was deleted, belongs to another browser, or was opened with a
    // chat key the server refused (and removed): start afresh.
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) onGone();
  }, [error, onGone]);

  async function send(content: string) {
    try {
      add([await createMessage('visitor', conversationId, content)]);
    } catch (cause) {
      toast.error(t('widget.sendFailed'), { description: errorMessage(cause) });
      throw cause;
    }
  }

  return (
    <>
      <MessageList
        className="flex-1"
        messages={messages}
        earlier={{ available: hasEarlier, loading: loadingEarlier, load: () => void loadEarlier() }}
        ownSide={(message) => message.senderType !== 'admin'}
        emptyText={loading ? t('loading') : t('widget.empty')}
      />
      <MessageComposer id="chat-widget-message" label={t('widget.message')} onSend={send} />
    </>
  );
}
