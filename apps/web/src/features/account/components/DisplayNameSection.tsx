import { useTranslation } from 'react-i18next';
import { useFirm } from '../../site';
import { ADMIN_NAME_MAX, renameAdminSchema } from '@lexbridge/shared/schemas/administrators';
import { Alert } from '../../../components/ui/alert';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useAuth, useUpdateDisplayName } from '../../auth';
import { AccountSection } from './AccountSection';

/**
 * An administrator's display name: what clients see beside their chat and secure-message replies.
 * Until they choose one, their replies are signed with the firm's name, and the section says so.
 * It comes first on the page, where the dashboard's reminder leads. Clients have no such section:
 * the firm keeps their names.
 */
export function DisplayNameSection() {
  const { user, isAdmin } = useAuth();
  if (!user || !isAdmin) return null;
  return <DisplayNameForm name={user.nameChosen ? user.name : ''} chosen={user.nameChosen} />;
}

function DisplayNameForm({ name, chosen }: { name: string; chosen: boolean }) {
  const { t } = useTranslation('account');
  const firm = useFirm();
  const update = useUpdateDisplayName();
  const { form, serverError, onSubmit } = useServerForm({
    schema: renameAdminSchema,
    defaultValues: { name },
    async submit(values, form) {
      await update.mutateAsync(values);
      form.reset(values);
      toast.success(t('name.saved'));
    },
  });
  return (
    <AccountSection title={t('name.title')} intro={t('name.intro')}>
      {!chosen && <Alert tone="warning">{t('name.notChosen', { firm: firm.name })}</Alert>}
      <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
        <FormInput
          name="name"
          label={t('name.label')}
          description={t('name.hint')}
          autoComplete="name"
          maxLength={ADMIN_NAME_MAX}
        />
        <FormSubmit pendingLabel={t('name.saving')}>{t('name.submit')}</FormSubmit>
      </Form>
    </AccountSection>
  );
}
