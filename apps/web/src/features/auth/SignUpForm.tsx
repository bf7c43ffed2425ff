import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast';
import { PASSWORD_MIN_LENGTH, signUpSchema } from '@lexbridge/shared/schemas/auth';
import { Form, FormInput, FormSubmit } from '../../components/ui/form';
import { useServerForm } from '../../lib/use-server-form';
import { useAuth } from './auth-context';

/** Creates a client account. `onConfirmationRequired` runs when the e-mail must be confirmed first. */
export function SignUpForm({ onConfirmationRequired }: { onConfirmationRequired: () => void }) {
  const { t } = useTranslation('auth');
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const { form, serverError, onSubmit } = useServerForm({
    schema: signUpSchema,
    defaultValues: { email: '', password: '' },
    async submit(values) {
      const result = await signUp(values);
      if (!result.signedIn) {
        toast.success(t('signUp.checkEmail'));
        onConfirmationRequired();
        return;
      }
      toast.success(t('signUp.success'));
      navigate('/client-portal', { replace: true });
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
      />
      <FormInput
        name="password"
        id="sign-up-password"
        label={t('fields.password')}
        description={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
      />
      <FormSubmit className="w-full" pendingLabel={t('signUp.pending')}>
        {t('signUp.submit')}
      </FormSubmit>
    </Form>
  );
}
