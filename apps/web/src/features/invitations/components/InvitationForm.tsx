import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
  signInSchema,
} from '@lexbridge/shared/schemas/auth';
import { z } from 'zod';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useChoosePassword } from '../api/choose-password';

// The message is a catalog key, shown by the form in the language of the page.
const passwordsSchema = z
  .object({ password: newPasswordSchema, confirmPassword: signInSchema.shape.password })
  .refine((values) => values.password === values.confirmPassword, {
    message: msg('invitations:passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });

/**
 * The client, signed in by the invitation or sign-up link, chooses their password, then goes on
 * to the portal.
 */
export function InvitationForm({ email }: { email: string }) {
  const { t } = useTranslation('invitations');
  const { t: tAuth } = useTranslation('auth');
  const navigate = useNavigate();
  const choose = useChoosePassword();
  const { form, serverError, onSubmit } = useServerForm({
    schema: passwordsSchema,
    defaultValues: { password: '', confirmPassword: '' },
    async submit({ password }) {
      await choose.mutateAsync({ password });
      toast.success(t('welcome'));
      navigate('/client-portal', { replace: true });
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
        description={tAuth('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
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
