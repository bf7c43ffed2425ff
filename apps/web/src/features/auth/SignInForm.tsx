import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signInSchema } from '@lexbridge/shared/schemas/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from './auth-context';

/** E-mail + password sign-in. Admins land on /admin, everyone else on /client-portal. */
export function SignInForm({ idPrefix }: { idPrefix: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const session = await signIn(values);
      if (!session) {
        setServerError(
          'You were signed in, but the session could not be loaded. Please try again.',
        );
        return;
      }
      toast.success('Successfully signed in!');
      navigate(session.isAdmin ? '/admin' : '/client-portal', { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
    }
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
