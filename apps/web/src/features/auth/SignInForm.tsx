import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { signInSchema } from '@lexbridge/shared/schemas/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { useServerForm } from '../../lib/use-server-form';
import { useAuth } from './auth-context';

/** E-mail + password sign-in. Admins land on /admin, everyone else on /client-portal. */
export function SignInForm({ idPrefix }: { idPrefix: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { form, errors, isSubmitting, serverError, onSubmit } = useServerForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '' },
    async submit(values) {
      const session = await signIn(values);
      if (!session) {
        throw new Error(
          'You were signed in, but the session could not be loaded. Please try again.',
        );
      }
      toast.success('Successfully signed in!');
      navigate(session.isAdmin ? '/admin' : '/client-portal', { replace: true });
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <FormField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
