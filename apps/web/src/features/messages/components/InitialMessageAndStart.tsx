import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { MESSAGE_MAX_LENGTH } from '@lexbridge/shared/schemas/messages';
import { FormField, FormSubmit } from '../../../components/ui/form';
import { Textarea } from '../../../components/ui/textarea';

/**
 * The end of a New Conversation form: the first message, and Start Conversation, disabled while
 * the form is `incomplete` (no message, or what the conversation is about not yet chosen).
 */
export function InitialMessageAndStart({ incomplete }: { incomplete: boolean }) {
  const { t } = useTranslation('messages');
  const { register } = useFormContext<{ content: string }>();
  return (
    <>
      <FormField name="content" label={t('new.message')}>
        <Textarea maxLength={MESSAGE_MAX_LENGTH} rows={5} {...register('content')} />
      </FormField>
      <div className="flex justify-end">
        <FormSubmit pendingLabel={t('new.pending')} disabled={incomplete}>
          {t('new.submit')}
        </FormSubmit>
      </div>
    </>
  );
}
