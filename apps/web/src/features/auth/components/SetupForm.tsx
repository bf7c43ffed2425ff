import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { msg } from '@lexbridge/shared/i18n/message';
import { toast } from '../../../components/ui/toast';
import { setupAdminSchema } from '@lexbridge/shared/schemas/auth';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreateFirstAdmin } from '../api/create-first-admin';
import { NewPasswordTwice, newPasswordTwiceSchema } from './NewPasswordTwice';

const setupFormSchema = newPasswordTwiceSchema(
  setupAdminSchema.omit({ token: true }).shape,
  'password',
  msg('auth:setup.passwordsDoNotMatch'),
);

/** Creates the first administrator with the one-time token from the server log. */
export function SetupForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const translate = useTranslateMessage();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const createFirstAdmin = useCreateFirstAdmin();
  const { form, serverError, onSubmit } = useServerForm({
    schema: setupFormSchema,
    defaultValues: { email: '', password: '', confirmPassword: '' },
    async submit({ email, password }) {
      await createFirstAdmin.mutateAsync({ token, email, password });
      toast.success(t('setup.success'));
      navigate(localize('/auth?admin=true'), { replace: true });
    },
    describeError: (message) => t('setup.failed', { reason: translate(message) }),
  });

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <FormInput
        name="email"
        id="setup-email"
        label={t('fields.email')}
        type="email"
        autoComplete="username"
      />
      <NewPasswordTwice
        name="password"
        ids={['setup-password', 'setup-confirm-password']}
        labels={[t('fields.password'), t('fields.confirmPassword')]}
      />
      <FormSubmit className="w-full" pendingLabel={t('setup.pending')}>
        {t('setup.submit')}
      </FormSubmit>
    </Form>
  );
}
