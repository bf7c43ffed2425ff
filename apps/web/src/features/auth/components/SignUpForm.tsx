import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { signUpSchema } from '@lexbridge/shared/schemas/auth';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { useServerForm } from '../../../lib/use-server-form';
import { useAuth } from '../auth-context';

/**
 * Asks for a client account: only the address. The server mails a link that proves it and opens
 * the page where the password is chosen, so nobody sets a password on an address they do not read.
 * `onConfirmationRequired` runs once the mail is on its way.
 */
export function SignUpForm({ onConfirmationRequired }: { onConfirmationRequired: () => void }) {
  const { t } = useTranslation('auth');
  const { signUp } = useAuth();
  const { form, serverError, onSubmit } = useServerForm({
    schema: signUpSchema,
    defaultValues: { email: '' },
    async submit(values) {
      await signUp(values);
      toast.success(t('signUp.checkEmail'));
      onConfirmationRequired();
    },
  });

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <FormInput
        name="email"
        id="sign-up-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        description={t('signUp.howItWorks')}
      />
      <FormSubmit className="w-full" pendingLabel={t('signUp.pending')}>
        {t('signUp.submit')}
      </FormSubmit>
    </Form>
  );
}
