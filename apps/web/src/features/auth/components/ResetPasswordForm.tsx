import { useTranslation } from 'react-i18next';
import { msg } from '@lexbridge/shared/i18n/message';
import { newPasswordSchema } from '@lexbridge/shared/schemas/auth';
import { Form } from '../../../components/ui/form';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { resetPassword } from '../api/reset-password';
import { NewPasswordTwice, newPasswordTwiceSchema } from './NewPasswordTwice';
import { useNewPasswordForm } from './use-new-password-form';

const resetFormSchema = newPasswordTwiceSchema(
  { newPassword: newPasswordSchema },
  'newPassword',
  msg('auth:setup.passwordsDoNotMatch'),
);

/** The new password, twice; then the visitor signs in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const { form, serverError, onSubmit } = useNewPasswordForm({
    schema: resetFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    send: ({ newPassword }) => resetPassword({ token, newPassword }),
    done: { message: t('resetPassword.success'), to: localize('/auth') },
  });

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <NewPasswordTwice
        name="newPassword"
        ids={['reset-new-password', 'reset-confirm-password']}
        labels={[t('resetPassword.newPassword'), t('fields.confirmPassword')]}
        submit={{ label: t('resetPassword.submit'), pending: t('resetPassword.pending') }}
      />
    </Form>
  );
}
