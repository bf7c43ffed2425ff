import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useAuth } from '../../auth';
import { useCreateConversation } from '../api/create-conversation';
import { QuickChatForm } from './QuickChatForm';

/** Signed out: Quick Chat or Sign In; signed in: Start Secure Chat (resumes the active one). */
export function ChatStart({ onStarted }: { onStarted: (conversationId: string) => void }) {
  const { t } = useTranslation('chat');
  const errorMessage = useErrorMessage();
  const localize = useLocalizedPath();
  const { user } = useAuth();
  const [quick, setQuick] = useState(false);
  const createConversation = useCreateConversation();
  const starting = createConversation.isPending;

  async function start(input: { name?: string; email?: string }) {
    try {
      const conversation = await createConversation.mutateAsync(input);
      onStarted(conversation.id);
    } catch (error) {
      toast.error(t('start.failed'), { description: errorMessage(error) });
    }
  }

  if (quick)
    return <QuickChatForm busy={starting} onBack={() => setQuick(false)} onSubmit={start} />;

  return (
    <div className="flex flex-1 flex-col justify-center gap-3 p-4 text-sm">
      <p className="text-center text-navy-900">{t('start.question')}</p>
      {user ? (
        <Button disabled={starting} onClick={() => void start({})}>
          {t('start.secure')}
        </Button>
      ) : (
        <>
          <Button onClick={() => setQuick(true)}>{t('start.quick')}</Button>
          <Button asChild variant="outline">
            <Link to={localize('/auth')}>{t('start.signIn')}</Link>
          </Button>
        </>
      )}
    </div>
  );
}
