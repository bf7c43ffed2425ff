import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmTwoFactorSchema,
  enrolTwoFactorSchema,
  type TwoFactorEnrolment,
} from '@lexbridge/shared/schemas/two-factor';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { useServerForm } from '../../../lib/use-server-form';
import { useAuth } from '../../auth';
import { enrolTwoFactor, useConfirmTwoFactor } from '../api/two-factor';

/**
 * Enrolment in two steps: name the authenticator (and give the password, if the account has one),
 * then scan the QR code or type the secret and confirm with the app's first code.
 */
export function EnrolTwoFactor({
  hasPassword,
  onConfirmed,
}: {
  hasPassword: boolean;
  onConfirmed: (backupCodes: string[]) => void;
}) {
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  if (!enrolment) return <NameStep hasPassword={hasPassword} onEnrolled={setEnrolment} />;
  return <ConfirmStep enrolment={enrolment} onConfirmed={onConfirmed} />;
}

function NameStep({
  hasPassword,
  onEnrolled,
}: {
  hasPassword: boolean;
  onEnrolled: (enrolment: TwoFactorEnrolment) => void;
}) {
  const { t } = useTranslation('auth');
  const { form, serverError, onSubmit } = useServerForm({
    schema: enrolTwoFactorSchema,
    defaultValues: { name: '', password: '' },
    submit: async (values) => onEnrolled(await enrolTwoFactor(values)),
  });
  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <p>{t('twoFactor.enrol.intro')}</p>
      <FormInput
        name="name"
        id="two-factor-name"
        label={t('twoFactor.enrol.name')}
        description={t('twoFactor.enrol.nameHint')}
      />
      {hasPassword && (
        <FormInput
          name="password"
          id="two-factor-enrol-password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
        />
      )}
      <FormSubmit pendingLabel={t('twoFactor.enrol.pending')}>
        {t('twoFactor.enrol.start')}
      </FormSubmit>
    </Form>
  );
}

function ConfirmStep({
  enrolment,
  onConfirmed,
}: {
  enrolment: TwoFactorEnrolment;
  onConfirmed: (backupCodes: string[]) => void;
}) {
  const { t } = useTranslation('auth');
  const { refresh } = useAuth();
  const confirm = useConfirmTwoFactor(refresh);
  const { form, serverError, onSubmit } = useServerForm({
    schema: confirmTwoFactorSchema,
    defaultValues: { code: '' },
    submit: async (values) => onConfirmed((await confirm.mutateAsync(values)).backupCodes),
  });
  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <p>{t('twoFactor.enrol.scan')}</p>
      <img
        src={enrolment.qrCode}
        alt={t('twoFactor.enrol.qrAlt')}
        width={200}
        height={200}
        className="size-50 max-w-full bg-white"
      />
      <p className="text-sm">
        {t('twoFactor.enrol.manual')}{' '}
        <code data-testid="two-factor-secret" className="break-all font-mono">
          {enrolment.secret}
        </code>
      </p>
      <FormInput
        name="code"
        id="two-factor-confirm-code"
        label={t('twoFactor.enrol.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <FormSubmit pendingLabel={t('twoFactor.enrol.confirming')}>
        {t('twoFactor.enrol.confirm')}
      </FormSubmit>
    </Form>
  );
}
