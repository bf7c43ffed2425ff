import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { msg } from '@lexbridge/shared/i18n/message';
import type { MeResponse } from '@lexbridge/shared/schemas/auth';
import { toast } from '../../../components/ui/toast';
import { signInSchema } from '@lexbridge/shared/schemas/auth';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { useServerForm } from '../../../lib/use-server-form';
import { TwoFactorChallengeForm } from './TwoFactorChallengeForm';
import { useAuth } from '../auth-context';

/**
 * E-mail + password sign-in, then the code step for an account with two-factor on (also shown at
 * once when a sign-in link led here with `challenge`). Admins land on /admin, everyone else on
 * /client-portal.
 */
export function SignInForm({
  idPrefix,
  challenge = false,
}: {
  idPrefix: string;
  challenge?: boolean;
}) {
  const { t } = useTranslation('auth');
  const { signIn, refresh } = useAuth();
  const navigate = useNavigate();
  const [codeStep, setCodeStep] = useState(challenge);

  function arrive(session: MeResponse | null) {
    // A catalog key: the form's alert shows it in the language of the page.
    if (!session) throw new Error(msg('auth:signIn.sessionNotLoaded'));
    toast.success(t('signIn.success'));
    // Signed-in pages have one URL each and follow the user's language: no /el prefix.
    navigate(session.isAdmin ? '/admin' : '/client-portal', { replace: true });
  }

  const { form, serverError, onSubmit } = useServerForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '' },
    async submit(values) {
      const session = await signIn(values);
      if (session === 'two-factor') return setCodeStep(true);
      arrive(session);
    },
  });

  if (codeStep) return <TwoFactorChallengeForm onVerified={async () => arrive(await refresh())} />;

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
