import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { msg } from '@lexbridge/shared/i18n/message';
import { newPasswordSchema, signInSchema } from '@lexbridge/shared/schemas/auth';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useServerForm } from '../../../lib/use-server-form';
import { resetPassword } from '../api/reset-password';

// The message is a catalog key, shown by the form in the language of the page.
const resetFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: signInSchema.shape.password })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: msg('auth:setup.passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });

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
      <FormInput
        name="newPassword"
        id="reset-new-password"
        label={t('resetPassword.newPassword')}
        type="password"
        autoComplete="new-password"
      />
      <FormInput
        name="confirmPassword"
        id="reset-confirm-password"
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <FormSubmit className="w-full" pendingLabel={t('resetPassword.pending')}>
        {t('resetPassword.submit')}
      </FormSubmit>
    </Form>
  );
}
