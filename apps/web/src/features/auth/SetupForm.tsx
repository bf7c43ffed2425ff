import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { setupAdminSchema, signInSchema } from '@lexbridge/shared/schemas/auth';
import { Form, FormInput, FormSubmit } from '../../components/ui/form';
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
  const { form, serverError, onSubmit } = useServerForm({
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
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <FormInput name="email" id="setup-email" label="Email" type="email" autoComplete="username" />
      <FormInput
        name="password"
        id="setup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
      />
      <FormInput
        name="confirmPassword"
        id="setup-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
      <FormSubmit className="w-full" pendingLabel="Creating administrator...">
        Create Administrator
      </FormSubmit>
    </Form>
  );
}
