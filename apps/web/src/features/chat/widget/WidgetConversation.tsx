import { useEffect } from 'react';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
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
  const { messages, loading, error, add } = useLiveMessages('visitor', conversationId, {
    onGone,
  });

  useEffect(() => {
    // A saved conversation that was deleted, or belongs to another browser: start afresh.
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) onGone();
  }, [error, onGone]);

  async function send(content: string) {
    try {
      add([await createMessage('visitor', conversationId, content)]);
    } catch (cause) {
      toast.error('Error sending message', { description: errorMessage(cause) });
      throw cause;
    }
  }

  return (
    <>
      <MessageList
        className="flex-1"
        messages={messages}
        ownSide={(message) => message.senderType !== 'admin'}
        emptyText={loading ? 'Loading...' : 'Send us a message and we will reply here.'}
      />
      <MessageComposer id="chat-widget-message" label="Message" onSend={send} />
    </>
  );
}
