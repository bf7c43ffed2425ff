import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRUST_DEVICE_DAYS, twoFactorChallengeSchema } from '@lexbridge/shared/schemas/two-factor';
import { Button } from '../../../components/ui/button';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { useServerForm } from '../../../lib/use-server-form';
import { verifyChallenge } from '../api/verify-two-factor';

/**
 * The sign-in's code step: the authenticator's code, or (by the toggle) a backup code, with
 * 'Remember this device for 30 days'. `onVerified` runs once the session exists.
 */
export function TwoFactorChallengeForm({ onVerified }: { onVerified: () => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [backup, setBackup] = useState(false);
  const { form, serverError, onSubmit } = useServerForm({
    schema: twoFactorChallengeSchema,
    defaultValues: { code: '', trustDevice: false },
    async submit(values) {
      await verifyChallenge({ ...values, backup });
      await onVerified();
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <h2 className="text-xl font-semibold">{t('twoFactor.challenge.heading')}</h2>
      <p>{t(backup ? 'twoFactor.challenge.backupIntro' : 'twoFactor.challenge.intro')}</p>
      <FormInput
        key={backup ? 'backup' : 'totp'}
        name="code"
        id="two-factor-code"
        label={t(backup ? 'twoFactor.challenge.backupCode' : 'twoFactor.challenge.code')}
        inputMode={backup ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
      />
      <div className="flex items-center gap-2">
        <input
          id="two-factor-trust"
          type="checkbox"
          className="size-4"
          {...form.register('trustDevice')}
        />
        <label htmlFor="two-factor-trust" className="text-sm">
          {t('twoFactor.challenge.trust', { count: TRUST_DEVICE_DAYS })}
        </label>
      </div>
      <FormSubmit className="w-full" pendingLabel={t('twoFactor.challenge.pending')}>
        {t('twoFactor.challenge.submit')}
      </FormSubmit>
      <Button
        variant="ghost"
        className="w-full"
        onClick={() => {
          setBackup(!backup);
          form.reset({ code: '', trustDevice: form.getValues('trustDevice') });
        }}
      >
        {t(backup ? 'twoFactor.challenge.useApp' : 'twoFactor.challenge.useBackup')}
      </Button>
    </Form>
  );
}
