import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { signInSchema } from '@lexbridge/shared/schemas/auth';
import { Form, FormInput, FormSubmit } from '../../components/ui/form';
import { useServerForm } from '../../lib/use-server-form';
import { useAuth } from './auth-context';

/** E-mail + password sign-in. Admins land on /admin, everyone else on /client-portal. */
export function SignInForm({ idPrefix }: { idPrefix: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { form, serverError, onSubmit } = useServerForm({
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
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <FormInput
        name="email"
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="username"
      />
      <FormInput
        name="password"
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <FormSubmit className="w-full" pendingLabel="Signing in...">
        Sign In
      </FormSubmit>
    </Form>
  );
}
