import { useTranslation } from 'react-i18next';
import { msg } from '@lexbridge/shared/i18n/message';
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '@lexbridge/shared/schemas/auth';
import { Form } from '../../../components/ui/form';
import { NewPasswordTwice, newPasswordTwiceSchema, useNewPasswordForm } from '../../auth';
import { useChoosePassword } from '../api/choose-password';

const passwordsSchema = newPasswordTwiceSchema(
  { password: newPasswordSchema },
  'password',
  msg('invitations:passwordsDoNotMatch'),
);

/**
 * The client, signed in by the invitation or sign-up link, chooses their password, then goes on
 * to the portal.
 */
export function InvitationForm({ email }: { email: string }) {
  const { t } = useTranslation('invitations');
  const { t: tAuth } = useTranslation('auth');
  const choose = useChoosePassword();
  const { form, serverError, onSubmit } = useNewPasswordForm({
    schema: passwordsSchema,
    defaultValues: { password: '', confirmPassword: '' },
    send: ({ password }) => choose.mutateAsync({ password }),
    done: { message: t('welcome'), to: '/client-portal' },
  });

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <NewPasswordTwice
        name="password"
        ids={['invitation-password', 'invitation-confirm-password']}
        labels={[t('password'), t('confirmPassword')]}
        description={tAuth('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        minLength={PASSWORD_MIN_LENGTH}
        submit={{ label: t('submit'), pending: t('pending') }}
      />
    </Form>
  );
}
