import { useTranslation } from 'react-i18next';
import { twoFactorPasswordSchema } from '@lexbridge/shared/schemas/two-factor';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useAuth } from '../../auth';
import { regenerateBackupCodes, useDisableTwoFactor } from '../api/two-factor';

type Props = {
  hasPassword: boolean;
  /** The level below the section's heading, wherever the section is shown. */
  Heading: 'h2' | 'h3';
  onBackupCodes: (codes: string[]) => void;
};

/** With two-factor on: new backup codes, or turning it off; both need the password. */
export function ManageTwoFactor({ hasPassword, Heading, onBackupCodes }: Props) {
  const { t } = useTranslation('auth');
  const { refresh } = useAuth();
  const disable = useDisableTwoFactor(refresh);
  const regenerate = useServerForm({
    schema: twoFactorPasswordSchema,
    defaultValues: { password: '' },
    submit: async (values) => onBackupCodes((await regenerateBackupCodes(values)).backupCodes),
  });
  const turnOff = useServerForm({
    schema: twoFactorPasswordSchema,
    defaultValues: { password: '' },
    async submit(values) {
      await disable.mutateAsync(values);
      toast.success(t('twoFactor.manage.disabled'));
    },
  });
  return (
    <div className="grid gap-6">
      <Form {...regenerate} className="space-y-3" aria-labelledby="regenerate-heading">
        <Heading id="regenerate-heading" className="font-semibold">
          {t('twoFactor.manage.regenerateHeading')}
        </Heading>
        <p className="text-sm text-muted">{t('twoFactor.manage.regenerateHint')}</p>
        {hasPassword && <PasswordField id="two-factor-regenerate-password" />}
        <FormSubmit variant="outline" pendingLabel={t('twoFactor.manage.regenerating')}>
          {t('twoFactor.manage.regenerate')}
        </FormSubmit>
      </Form>
      <Form {...turnOff} className="space-y-3" aria-labelledby="disable-heading">
        <Heading id="disable-heading" className="font-semibold">
          {t('twoFactor.manage.disableHeading')}
        </Heading>
        <p className="text-sm text-muted">{t('twoFactor.manage.disableHint')}</p>
        {hasPassword && <PasswordField id="two-factor-disable-password" />}
        <FormSubmit variant="outline" pendingLabel={t('twoFactor.manage.disabling')}>
          {t('twoFactor.manage.disable')}
        </FormSubmit>
      </Form>
    </div>
  );
}

/** The account's password, asked again before a change to its second factor. */
function PasswordField({ id }: { id: string }) {
  const { t } = useTranslation('auth');
  return (
    <FormInput
      name="password"
      id={id}
      label={t('fields.password')}
      type="password"
      autoComplete="current-password"
    />
  );
}
