import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { untranslatedErrorMessage } from './api-client';

type Options<Input extends FieldValues, Output> = {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Sends the valid values; a thrown error becomes the form's alert. */
  submit: (values: Output, form: UseFormReturn<Input, unknown, Output>) => Promise<void>;
  /** Words the alert, e.g. with a prefix; the server's message by default. */
  describeError?: (message: string) => string;
};

/**
 * A zod-validated form whose submission goes to the server: field errors come from the
 * schema, and a refused submission shows the server's reason instead of losing the input.
 */
export function useServerForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  submit,
  describeError = (message) => message,
}: Options<Input, Output>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await submit(values, form);
    } catch (error) {
      setServerError(describeError(untranslatedErrorMessage(error)));
    }
  });

  // Hand all three to <Form>: it shows the server's reason and the fields' own messages.
  return { form, serverError, onSubmit };
}
