import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { PASSWORD_MIN_LENGTH, signUpSchema } from '@lexbridge/shared/schemas/auth';
import { Form, FormInput, FormSubmit } from '../../components/ui/form';
import { useServerForm } from '../../lib/use-server-form';
import { useAuth } from './auth-context';

/** Creates a client account. `onConfirmationRequired` runs when the e-mail must be confirmed first. */
export function SignUpForm({ onConfirmationRequired }: { onConfirmationRequired: () => void }) {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const { form, serverError, onSubmit } = useServerForm({
    schema: signUpSchema,
    defaultValues: { email: '', password: '' },
    async submit(values) {
      const result = await signUp(values);
      if (result.token === null) {
        toast.success('Check your email for the confirmation link!');
        onConfirmationRequired();
        return;
      }
      toast.success('Account created successfully!');
      navigate('/client-portal', { replace: true });
    },
  });

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <FormInput name="email" id="sign-up-email" label="Email" type="email" autoComplete="email" />
      <FormInput
        name="password"
        id="sign-up-password"
        label="Password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
      />
      <FormSubmit className="w-full" pendingLabel="Creating account...">
        Sign Up
      </FormSubmit>
    </Form>
  );
}
