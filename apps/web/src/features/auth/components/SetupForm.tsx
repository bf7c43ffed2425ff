import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { msg } from '@lexbridge/shared/i18n/message';
import { toast } from '../../../components/ui/toast';
import { setupAdminSchema, signInSchema } from '@lexbridge/shared/schemas/auth';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreateFirstAdmin } from '../api/create-first-admin';

// The message is a catalog key, shown by the form in the language of the page.
const setupFormSchema = setupAdminSchema
  .omit({ token: true })
  .extend({ confirmPassword: signInSchema.shape.password })
  .refine((values) => values.password === values.confirmPassword, {
    message: msg('auth:setup.passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });

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
      <FormInput
        name="password"
        id="setup-password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
      />
      <FormInput
        name="confirmPassword"
        id="setup-confirm-password"
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <FormSubmit className="w-full" pendingLabel={t('setup.pending')}>
        {t('setup.submit')}
      </FormSubmit>
    </Form>
  );
}
