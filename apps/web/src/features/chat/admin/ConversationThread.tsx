import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { adminConversationsKey, markConversationRead } from '../api/admin-conversations';
import { adminMessagesApi } from '../api/messages';
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
  const { messages, loading, error, add } = useLiveMessages(adminMessagesApi, conversationId, {
    onGone,
  });
  const lastSeq = messages.at(-1)?.seq;
  const queryClient = useQueryClient();

  useEffect(() => {
    // Viewing the thread reads it: the list's unread count drops to zero.
    markConversationRead(conversationId)
      .then(() => queryClient.invalidateQueries({ queryKey: adminConversationsKey }))
      .catch(() => {});
  }, [conversationId, lastSeq, queryClient]);

  async function reply(content: string) {
    try {
      add([await adminMessagesApi.send(conversationId, content)]);
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
