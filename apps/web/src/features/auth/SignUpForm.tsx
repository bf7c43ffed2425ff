import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { PASSWORD_MIN_LENGTH, signUpSchema } from '@lexbridge/shared/schemas/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { useServerForm } from '../../lib/use-server-form';
import { useAuth } from './auth-context';

/** Creates a client account. `onConfirmationRequired` runs when the e-mail must be confirmed first. */
export function SignUpForm({ onConfirmationRequired }: { onConfirmationRequired: () => void }) {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const { form, errors, isSubmitting, serverError, onSubmit } = useServerForm({
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
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <FormField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="text-xs text-muted">At least {PASSWORD_MIN_LENGTH} characters.</p>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
