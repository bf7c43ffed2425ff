import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { MATTER_TITLE_MAX } from '@lexbridge/shared/schemas/matters';
import {
  startThreadSchema,
  type MessageThread,
  type StartThreadInput,
} from '@lexbridge/shared/schemas/messages';
import { PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { Form, FormInput } from '../../../components/ui/form';
import { useServerForm } from '../../../lib/use-server-form';
import { useMatters } from '../../matters';
import { useCreateThread } from '../api/create-thread';
import { InitialMessageAndStart } from './InitialMessageAndStart';
import { ThreadMatterField } from './ThreadMatterField';
import { useStartConversation } from './use-start-conversation';
import { TopicChoice } from './TopicChoice';

type Values = {
  about: StartThreadInput['about'];
  content: string;
  matterTitle: string;
  matterId: string;
};

/**
 * The client's New Conversation: the first message, and what it is about (a new matter, one of
 * theirs (offered only when they have matters) or a general question). Starting is possible once
 * there is a message, and a title when a new matter is opened.
 */
export function ClientConversationForm({ onStarted }: { onStarted(thread: MessageThread): void }) {
  const { t } = useTranslation('messages');
  const matters = useMatters({ pageSize: PAGE_SIZE_MAX }).data?.matters ?? [];
  const create = useCreateThread();
  const submit = useStartConversation(create.mutateAsync, onStarted);
  const { form, serverError, onSubmit } = useServerForm({
    schema: startThreadSchema,
    defaultValues: { about: 'new-matter', content: '', matterTitle: '', matterId: '' } as Values,
    submit,
  });
  const [about, content, matterTitle, matterId] = useWatch({
    control: form.control,
    name: ['about', 'content', 'matterTitle', 'matterId'],
  }) as [Values['about'], string, string, string];
  const incomplete =
    !content?.trim() ||
    (about === 'new-matter' && !matterTitle?.trim()) ||
    (about === 'existing-matter' && !matterId);

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <TopicChoice withExisting={matters.length > 0} />
      {about === 'new-matter' && (
        <FormInput name="matterTitle" label={t('new.matterTitle')} maxLength={MATTER_TITLE_MAX} />
      )}
      {about === 'existing-matter' && <ThreadMatterField matters={matters} />}
      <InitialMessageAndStart incomplete={incomplete} />
    </Form>
  );
}
