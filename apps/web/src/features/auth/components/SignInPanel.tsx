import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MailedLinkForm } from './MailedLinkForm';
import type { MailedLinkKind } from '../api/request-mailed-link';
import { SignInForm } from './SignInForm';

/**
 * Signing in: with the password, or with a link mailed to the address ('E-mail me a sign-in
 * link'), and 'Forgot password?' for a reset link. `linkFailed`: the visitor arrives from a
 * sign-in link that was used or had expired, so the link form opens with a word about it.
 * `challenge`: a sign-in (by link) waits for the two-factor code, so the form opens at that step.
 */
export function SignInPanel({
  idPrefix,
  linkFailed,
  challenge = false,
}: {
  idPrefix: string;
  linkFailed: boolean;
  challenge?: boolean;
}) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<'password' | MailedLinkKind>(
    linkFailed ? 'sign-in-link' : 'password',
  );

  if (mode !== 'password')
    return (
      <div className="space-y-4">
        {linkFailed && mode === 'sign-in-link' && (
          <Alert tone="warning">{t('signInLink.invalid')}</Alert>
        )}
        <MailedLinkForm kind={mode} idPrefix={idPrefix} onBack={() => setMode('password')} />
      </div>
    );

  return (
    <div className="space-y-4">
      <SignInForm idPrefix={idPrefix} challenge={challenge} />
      <p className="text-sm">
        <button
          type="button"
          className="rounded font-medium text-navy-900 underline underline-offset-2"
          onClick={() => setMode('password-reset')}
        >
          {t('forgotPassword.open')}
        </button>
      </p>
      <p className="text-center text-sm text-muted" aria-hidden="true">
        {t('mailedLink.or')}
      </p>
      <Button variant="outline" className="w-full" onClick={() => setMode('sign-in-link')}>
        {t('signInLink.open')}
      </Button>
    </div>
  );
}
