import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { msg } from '@lexbridge/shared/i18n/message';
import { toast } from '../../components/ui/toast';
import { signInSchema } from '@lexbridge/shared/schemas/auth';
import { Form, FormInput, FormSubmit } from '../../components/ui/form';
import { useServerForm } from '../../lib/use-server-form';
import { useAuth } from './auth-context';

/** E-mail + password sign-in. Admins land on /admin, everyone else on /client-portal. */
export function SignInForm({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { form, serverError, onSubmit } = useServerForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '' },
    async submit(values) {
      const session = await signIn(values);
      // A catalog key: the form's alert shows it in the language of the page.
      if (!session) throw new Error(msg('auth:signIn.sessionNotLoaded'));
      toast.success(t('signIn.success'));
      // Signed-in pages have one URL each and follow the user's language: no /el prefix.
      navigate(session.isAdmin ? '/admin' : '/client-portal', { replace: true });
    },
  });

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <FormInput
        name="email"
        id={`${idPrefix}-email`}
        label={t('fields.email')}
        type="email"
        autoComplete="username"
      />
      <FormInput
        name="password"
        id={`${idPrefix}-password`}
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
      />
      <FormSubmit className="w-full" pendingLabel={t('signIn.pending')}>
        {t('signIn.submit')}
      </FormSubmit>
    </Form>
  );
}
