import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth/auth-context';
import { useCreateConversation } from '../api/create-conversation';
import { QuickChatForm } from './QuickChatForm';

/** Signed out: Quick Chat or Sign In; signed in: Start Secure Chat (resumes the active one). */
export function ChatStart({ onStarted }: { onStarted: (conversationId: string) => void }) {
  const { user } = useAuth();
  const [quick, setQuick] = useState(false);
  const createConversation = useCreateConversation();
  const starting = createConversation.isPending;

  async function start(input: { name?: string; email?: string }) {
    try {
      const conversation = await createConversation.mutateAsync(input);
      onStarted(conversation.id);
    } catch (error) {
      toast.error('Error starting conversation', { description: errorMessage(error) });
    }
  }

  if (quick)
    return <QuickChatForm busy={starting} onBack={() => setQuick(false)} onSubmit={start} />;

  return (
    <div className="flex flex-1 flex-col justify-center gap-3 p-4 text-sm">
      <p className="text-center text-navy-900">How would you like to chat with us?</p>
      {user ? (
        <Button disabled={starting} onClick={() => void start({})}>
          Start Secure Chat
        </Button>
      ) : (
        <>
          <Button onClick={() => setQuick(true)}>Quick Chat (Anonymous)</Button>
          <Button asChild variant="outline">
            <Link to="/auth">Sign In for Secure Chat</Link>
          </Button>
        </>
      )}
    </div>
  );
}
