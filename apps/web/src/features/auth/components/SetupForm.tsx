import { useTranslation } from 'react-i18next';
import { msg } from '@lexbridge/shared/i18n/message';
import { setupAdminSchema } from '@lexbridge/shared/schemas/auth';
import { ADMIN_NAME_MAX } from '@lexbridge/shared/schemas/administrators';
import { Form, FormInput } from '../../../components/ui/form';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useCreateFirstAdmin } from '../api/create-first-admin';
import { NewPasswordTwice, newPasswordTwiceSchema } from './NewPasswordTwice';
import { useNewPasswordForm } from './use-new-password-form';

const setupFormSchema = newPasswordTwiceSchema(
  setupAdminSchema.omit({ token: true }).shape,
  'password',
  msg('auth:setup.passwordsDoNotMatch'),
);

/**
 * Creates the first administrator with the one-time token from the server log, with the name
 * their replies to clients will be signed with.
 */
export function SetupForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const translate = useTranslateMessage();
  const localize = useLocalizedPath();
  const createFirstAdmin = useCreateFirstAdmin();
  const { form, serverError, onSubmit } = useNewPasswordForm({
    schema: setupFormSchema,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
    send: ({ name, email, password }) =>
      createFirstAdmin.mutateAsync({ token, name, email, password }),
    done: { message: t('setup.success'), to: localize('/auth?admin=true') },
    describeError: (message) => t('setup.failed', { reason: translate(message) }),
  });

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <FormInput
        name="name"
        id="setup-name"
        label={t('setup.name')}
        description={t('setup.nameHint')}
        autoComplete="name"
        maxLength={ADMIN_NAME_MAX}
      />
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
        submit={{ label: t('setup.submit'), pending: t('setup.pending') }}
      />
    </Form>
  );
}
