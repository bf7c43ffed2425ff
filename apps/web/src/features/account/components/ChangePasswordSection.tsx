import { useTranslation } from 'react-i18next';
import {
  changePasswordFormSchema,
  WRONG_CURRENT_PASSWORD,
  type ChangePasswordFormInput,
} from '@lexbridge/shared/schemas/account';
import { PASSWORD_MIN_LENGTH } from '@lexbridge/shared/schemas/auth';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useServerForm } from '../../../lib/use-server-form';
import { useChangePassword } from '../api/change-password';
import { AccountSection } from './AccountSection';

const empty: ChangePasswordFormInput = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * Current password, new password twice. A wrong current password is said beside that field; once
 * changed, the form empties and a toast says that the other devices were signed out.
 */
export function ChangePasswordSection() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const { form, serverError, onSubmit } = useServerForm({
    schema: changePasswordFormSchema,
    defaultValues: empty,
    async submit({ currentPassword, newPassword }, form) {
      try {
        await change.mutateAsync({ currentPassword, newPassword });
      } catch (error) {
        if (!(error instanceof ApiError && error.code === WRONG_CURRENT_PASSWORD)) throw error;
        form.setError('currentPassword', { message: error.message }, { shouldFocus: true });
        return;
      }
      form.reset(empty);
      toast.success(t('password.changed'));
    },
  });
  return (
    <AccountSection title={t('password.title')} intro={t('password.intro')}>
      <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
        <FormInput
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={t('password.current')}
        />
        <FormInput
          name="newPassword"
          type="password"
          autoComplete="new-password"
          label={t('password.new')}
          description={t('password.newHint', { min: PASSWORD_MIN_LENGTH })}
        />
        <FormInput
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          label={t('password.confirm')}
        />
        <FormSubmit pendingLabel={t('password.saving')}>{t('password.submit')}</FormSubmit>
      </Form>
    </AccountSection>
  );
}
