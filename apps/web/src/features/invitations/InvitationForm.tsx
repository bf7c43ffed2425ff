import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { msg } from '@lexbridge/shared/i18n/message';
import { newPasswordSchema, signInSchema } from '@lexbridge/shared/schemas/auth';
import { z } from 'zod';
import { Form, FormInput, FormSubmit } from '../../components/ui/form';
import { toast } from '../../components/ui/toast';
import { useLocalizedPath } from '../../lib/i18n/use-language';
import { useServerForm } from '../../lib/use-server-form';
import { useAuth } from '../auth/auth-context';
import { useAcceptInvitation } from './api/accept-invitation';

// The message is a catalog key, shown by the form in the language of the page.
const passwordsSchema = z
  .object({ password: newPasswordSchema, confirmPassword: signInSchema.shape.password })
  .refine((values) => values.password === values.confirmPassword, {
    message: msg('invitations:passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });

/** The client chooses a password; the link is used up and they land in the portal. */
export function InvitationForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { refresh } = useAuth();
  const accept = useAcceptInvitation();
  const { form, serverError, onSubmit } = useServerForm({
    schema: passwordsSchema,
    defaultValues: { password: '', confirmPassword: '' },
    async submit({ password }) {
      const { signedIn, twoFactorRequired } = await accept.mutateAsync({ token, password });
      if (signedIn && (await refresh())) {
        toast.success(t('welcome'));
        return void navigate('/client-portal', { replace: true });
      }
      toast.success(t('passwordSet'));
      // The account already has two-factor sign-in: the sign-in page asks for the code.
      navigate(localize(twoFactorRequired ? '/auth?twoFactor=1' : '/auth'), { replace: true });
    },
  });

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <FormInput
        name="password"
        id="invitation-password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
      />
      <FormInput
        name="confirmPassword"
        id="invitation-confirm-password"
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <FormSubmit className="w-full" pendingLabel={t('pending')}>
        {t('submit')}
      </FormSubmit>
    </Form>
  );
}
