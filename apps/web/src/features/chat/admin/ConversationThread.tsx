import { useEffect } from 'react';
import { toast } from '../../../components/ui/toast';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { createMessage } from '../api/create-message';
import { useUpdateConversationRead } from '../api/update-conversation-read';
import { MessageComposer } from '../components/MessageComposer';
import { MessageList } from '../components/MessageList';
import { useLiveMessages } from '../use-live-messages';

/** The selected conversation's messages and the firm's reply box. */
export function ConversationThread({
  conversationId,
  onGone,
}: {
  conversationId: string;
  onGone: () => void;
}) {
  const { messages, loading, error, add } = useLiveMessages('admin', conversationId, {
    onGone,
  });
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
      toast.error('Failed to send message', { description: errorMessage(cause) });
      throw cause;
    }
  }

  return (
    <section
      aria-label="Conversation"
      className="flex min-h-96 flex-col rounded-lg border border-border bg-white"
    >
      {error ? (
        <Alert tone="error" className="m-3">
          Failed to load messages
        </Alert>
      ) : null}
      <MessageList
        className="max-h-[500px] flex-1"
        messages={messages}
        ownSide={(message) => message.senderType === 'admin'}
        emptyText={loading ? 'Loading...' : 'No messages yet'}
      />
      <MessageComposer id="admin-reply" label="Reply" onSend={reply} />
    </section>
  );
}
