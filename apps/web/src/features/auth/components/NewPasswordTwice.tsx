import type { ReactNode } from 'react';
import { z } from 'zod';
import { signInSchema } from '@lexbridge/shared/schemas/auth';
import { FormInput, FormSubmit } from '../../../components/ui/form';

/**
 * A form schema of `shape` plus `confirmPassword`, which must repeat the new password `field`.
 * The message is a catalog key, shown by the form in the language of the page.
 */
export function newPasswordTwiceSchema<Shape extends z.ZodRawShape>(
  shape: Shape,
  field: keyof Shape & string,
  message: string,
) {
  return z
    .object({ ...shape, confirmPassword: signInSchema.shape.password })
    .refine((values: Record<string, unknown>) => values[field] === values.confirmPassword, {
      message,
      path: ['confirmPassword'],
    });
}

type Props = {
  /** The form's field of the new password; the repeat is `confirmPassword`. */
  name: string;
  /** The ids of the new password's input and of its repeat's. */
  ids: [string, string];
  labels: [ReactNode, ReactNode];
  /** The hint under the new password (its least length). */
  description?: ReactNode;
  minLength?: number;
  /** The form's submit button, and what it says while the form is being sent. */
  submit: { label: ReactNode; pending: ReactNode };
};

/**
 * The end of a form that chooses a new password: the password, twice (both inputs let password
 * managers offer a new one), and the submit button.
 */
export function NewPasswordTwice({ name, ids, labels, description, minLength, submit }: Props) {
  return (
    <>
      <FormInput
        name={name}
        id={ids[0]}
        label={labels[0]}
        description={description}
        type="password"
        autoComplete="new-password"
        minLength={minLength}
      />
      <FormInput
        name="confirmPassword"
        id={ids[1]}
        label={labels[1]}
        type="password"
        autoComplete="new-password"
      />
      <FormSubmit className="w-full" pendingLabel={submit.pending}>
        {submit.label}
      </FormSubmit>
    </>
  );
}
