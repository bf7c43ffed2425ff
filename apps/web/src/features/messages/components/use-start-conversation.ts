import { useTranslation } from 'react-i18next';
import type { MessageThread } from '@lexbridge/shared/schemas/messages';
import { toast } from '../../../components/ui/toast';

/**
 * The submit of a New Conversation form: starts the conversation with `start`, says so and hands
 * it to `onStarted`. A failure is said too, and rethrown, so the form shows the server's reason.
 */
export function useStartConversation<Values>(
  start: (values: Values) => Promise<MessageThread>,
  onStarted: (thread: MessageThread) => void,
) {
  const { t } = useTranslation('messages');
  return async (values: Values) => {
    try {
      const thread = await start(values);
      toast.success(t('new.started'));
      onStarted(thread);
    } catch (error) {
      toast.error(t('new.failed'));
      throw error;
    }
  };
}
