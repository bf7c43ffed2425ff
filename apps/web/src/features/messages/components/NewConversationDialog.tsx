import { useTranslation } from 'react-i18next';
import type { MessageThread } from '@lexbridge/shared/schemas/messages';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useAuth } from '../../auth';
import { ClientConversationForm } from './ClientConversationForm';
import { FirmConversationForm } from './FirmConversationForm';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  onStarted(thread: MessageThread): void;
};

/** New Conversation: a client's about a matter or a question, the firm's on a client's matter. */
export function NewConversationDialog({ open, onOpenChange, onStarted }: Props) {
  const { t } = useTranslation('messages');
  const { isAdmin } = useAuth();
  const started = (thread: MessageThread) => {
    onOpenChange(false);
    onStarted(thread);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('new.title')}
        description={t(isAdmin ? 'new.firmDescription' : 'new.description')}
      >
        {open &&
          (isAdmin ? (
            <FirmConversationForm onStarted={started} />
          ) : (
            <ClientConversationForm onStarted={started} />
          ))}
      </DialogContent>
    </Dialog>
  );
}
