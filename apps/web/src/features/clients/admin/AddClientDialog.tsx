import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { languages } from '@lexbridge/shared/i18n/languages';
import {
  CLIENT_NAME_MAX,
  CLIENT_PHONE_MAX,
  newClientSchema,
} from '@lexbridge/shared/schemas/clients';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Form, FormField, FormInput, FormSubmit } from '../../../components/ui/form';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreateClient } from '../api/create-client';
import { languageLabel } from './ClientItem';

type Props = { open: boolean; onOpenChange(open: boolean): void };

/** Add Client: the account is created and the client is e-mailed an invitation. */
export function AddClientDialog({ open, onOpenChange }: Props) {
  const { t } = useTranslation('clients');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('admin.add.title')} description={t('admin.add.description')}>
        {open && <AddClientForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AddClientForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('clients');
  const create = useCreateClient();
  const { form, serverError, onSubmit } = useServerForm({
    schema: newClientSchema,
    defaultValues: { name: '', email: '', phone: '', language: 'en' },
    async submit(values) {
      try {
        const client = await create.mutateAsync(values);
        toast.success(t('admin.add.invited', { email: client.email }));
        onDone();
      } catch (error) {
        toast.error(t('admin.add.failed'));
        throw error;
      }
    },
  });

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <FormInput name="name" label={t('admin.add.name')} maxLength={CLIENT_NAME_MAX} />
      <FormInput name="email" label={t('admin.email')} type="email" autoComplete="off" />
      <FormInput
        name="phone"
        label={t('admin.add.phone')}
        type="tel"
        maxLength={CLIENT_PHONE_MAX}
        autoComplete="off"
      />
      <LanguageField />
      <div className="flex justify-end">
        <FormSubmit pendingLabel={t('admin.add.pending')}>{t('admin.add.submit')}</FormSubmit>
      </div>
    </Form>
  );
}

/** The language of the client's e-mails and portal. */
function LanguageField() {
  const { t } = useTranslation('clients');
  const { register } = useFormContext();
  return (
    <FormField name="language" label={t('admin.add.language')}>
      <Select {...register('language')}>
        {languages.map((language) => (
          <option key={language} value={language}>
            {t(languageLabel[language])}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
