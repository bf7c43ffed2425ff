import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { adminStartThreadSchema, type MessageThread } from '@lexbridge/shared/schemas/messages';
import { Form, FormField } from '../../../components/ui/form';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreateFirmThread } from '../api/create-thread';
import { InitialMessageAndStart } from './InitialMessageAndStart';
import { ClientPicker } from './ClientPicker';
import { useClientMatters } from './use-client-matters';

/** The firm's New Conversation: a client, one of their matters, and the first message. */
export function FirmConversationForm({ onStarted }: { onStarted(thread: MessageThread): void }) {
  const { t } = useTranslation('messages');
  const matterFieldId = useId();
  const [clientId, setClientId] = useState('');
  const matters = useClientMatters(clientId);
  const create = useCreateFirmThread();
  const { form, serverError, onSubmit } = useServerForm({
    schema: adminStartThreadSchema,
    defaultValues: { matterId: '', content: '' },
    async submit(values) {
      try {
        const thread = await create.mutateAsync(values);
        toast.success(t('new.started'));
        onStarted(thread);
      } catch (error) {
        toast.error(t('new.failed'));
        throw error;
      }
    },
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
      <FormField name="matterId" id={matterFieldId} label={t('new.matter')}>
        <Select disabled={!clientId} {...form.register('matterId')}>
          <option value="">{t('new.chooseMatter')}</option>
          {matters.map((matter) => (
            <option key={matter.id} value={matter.id}>
              {matter.title}
            </option>
          ))}
        </Select>
      </FormField>
      <InitialMessageAndStart incomplete={!matterId || !content?.trim()} />
    </Form>
  );
}
