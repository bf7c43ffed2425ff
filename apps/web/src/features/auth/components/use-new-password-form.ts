import { useNavigate } from 'react-router';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../components/ui/toast';
import { useServerForm } from '../../../lib/use-server-form';

type Options<Input extends FieldValues, Output> = {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Saves the new password (and whatever else the form asks). */
  send(values: Output): Promise<unknown>;
  /** Said once it is saved, and where the page goes then (in place of this one). */
  done: { message: string; to: string };
  describeError?: (message: string) => string;
};

/** A form that chooses a new password (reset, invitation, setup): sent, said, and moved on. */
export function useNewPasswordForm<Input extends FieldValues, Output>({
  send,
  done,
  ...options
}: Options<Input, Output>) {
  const navigate = useNavigate();
  return useServerForm({
    ...options,
    async submit(values) {
      await send(values);
      toast.success(done.message);
      navigate(done.to, { replace: true });
    },
  });
}
