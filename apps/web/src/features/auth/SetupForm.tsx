import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { setupAdminSchema, signInSchema } from '@lexbridge/shared/schemas/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { useServerForm } from '../../lib/use-server-form';
import { useCreateFirstAdmin } from './api/create-first-admin';

const setupFormSchema = setupAdminSchema
  .omit({ token: true })
  .extend({ confirmPassword: signInSchema.shape.password })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

/** Creates the first administrator with the one-time token from the server log. */
export function SetupForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const createFirstAdmin = useCreateFirstAdmin();
  const { form, errors, isSubmitting, serverError, onSubmit } = useServerForm({
    schema: setupFormSchema,
    defaultValues: { email: '', password: '', confirmPassword: '' },
    async submit({ email, password }) {
      await createFirstAdmin.mutateAsync({ token, email, password });
      toast.success('Admin setup completed successfully!');
      navigate('/auth?admin=true', { replace: true });
    },
    describeError: (message) => `Setup failed: ${message}`,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <FormField
        id="setup-email"
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id="setup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        id="setup-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating administrator...' : 'Create Administrator'}
      </Button>
    </form>
  );
}
