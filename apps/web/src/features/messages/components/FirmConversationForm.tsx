import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { adminStartThreadSchema, type MessageThread } from '@lexbridge/shared/schemas/messages';
import { Form } from '../../../components/ui/form';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreateFirmThread } from '../api/create-thread';
import { InitialMessageAndStart } from './InitialMessageAndStart';
import { ThreadMatterField } from './ThreadMatterField';
import { useStartConversation } from './use-start-conversation';
import { ClientPicker } from './ClientPicker';
import { useClientMatters } from './use-client-matters';

/** The firm's New Conversation: a client, one of their matters, and the first message. */
export function FirmConversationForm({ onStarted }: { onStarted(thread: MessageThread): void }) {
  const matterFieldId = useId();
  const [clientId, setClientId] = useState('');
  const matters = useClientMatters(clientId);
  const create = useCreateFirmThread();
  const submit = useStartConversation(create.mutateAsync, onStarted);
  const { form, serverError, onSubmit } = useServerForm({
    schema: adminStartThreadSchema,
    defaultValues: { matterId: '', content: '' },
    submit,
  });
  const [matterId, content] = useWatch({ control: form.control, name: ['matterId', 'content'] });

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <ClientPicker
        value={clientId}
        onChange={(id) => {
          setClientId(id);
          form.setValue('matterId', '');
        }}
      />
      <ThreadMatterField matters={matters} id={matterFieldId} disabled={!clientId} />
      <InitialMessageAndStart incomplete={!matterId || !content?.trim()} />
    </Form>
  );
}
