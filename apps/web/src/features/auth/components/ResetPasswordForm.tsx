import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { msg } from '@lexbridge/shared/i18n/message';
import { newPasswordSchema } from '@lexbridge/shared/schemas/auth';
import { Form, FormSubmit } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useServerForm } from '../../../lib/use-server-form';
import { resetPassword } from '../api/reset-password';
import { NewPasswordTwice, newPasswordTwiceSchema } from './NewPasswordTwice';

const resetFormSchema = newPasswordTwiceSchema(
  { newPassword: newPasswordSchema },
  'newPassword',
  msg('auth:setup.passwordsDoNotMatch'),
);

/** The new password, twice; then the visitor signs in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { form, serverError, onSubmit } = useServerForm({
    schema: resetFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    async submit({ newPassword }) {
      await resetPassword({ token, newPassword });
      toast.success(t('resetPassword.success'));
      navigate(localize('/auth'), { replace: true });
    },
  });

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <NewPasswordTwice
        name="newPassword"
        ids={['reset-new-password', 'reset-confirm-password']}
        labels={[t('resetPassword.newPassword'), t('fields.confirmPassword')]}
      />
      <FormSubmit className="w-full" pendingLabel={t('resetPassword.pending')}>
        {t('resetPassword.submit')}
      </FormSubmit>
    </Form>
  );
}
