import { useId, type BaseSyntheticEvent, type ComponentProps, type ReactNode } from 'react';
import {
  FormProvider,
  useFormContext,
  useFormState,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslateMessage } from '../../lib/i18n/translate-message';
import { Alert } from './alert';
import { Button } from './button';
import { Field, FieldError } from './field';
import { Input } from './input';

type FormProps<Values extends FieldValues, Context, Output> = Omit<
  ComponentProps<'form'>,
  'onSubmit'
> & {
  form: UseFormReturn<Values, Context, Output>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Why the server refused the last submission; shown above the fields, which keep their input. */
  serverError?: string | null;
};

/** A react-hook-form form: its fields below find their values and errors through context. */
export function Form<Values extends FieldValues, Context, Output>({
  form,
  onSubmit,
  serverError,
  children,
  ...props
}: FormProps<Values, Context, Output>) {
  const translate = useTranslateMessage();
  // POST, so a form sent before the page's code runs never puts its fields (a password) in a URL.
  return (
    <FormProvider {...form}>
      <form method="post" noValidate onSubmit={onSubmit} {...props}>
        {serverError && <Alert tone="error">{translate(serverError)}</Alert>}
        {children}
      </form>
    </FormProvider>
  );
}

/** The validation message of field `name`, kept current as the form validates. */
export function useFieldError(name: string): string | undefined {
  const { control, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  const translate = useTranslateMessage();
  const message = getFieldState(name, formState).error?.message;
  // Shared schemas carry catalog keys, shown in the language of the page.
  return message && translate(message);
}

type FormFieldProps = Omit<ComponentProps<typeof Field>, 'id' | 'error'> & {
  name: string;
  id?: string;
};

/** A Field whose message is the form's validation error for `name`. */
export function FormField({ name, id, ...props }: FormFieldProps) {
  const generatedId = useId();
  return <Field id={id ?? generatedId} error={useFieldError(name)} {...props} />;
}

type FormInputProps = ComponentProps<'input'> &
  Pick<FormFieldProps, 'id' | 'label' | 'description'> & {
    name: string;
    registerOptions?: RegisterOptions;
  };

/** A text input registered with the form under `name`, with its label, hint and message. */
export function FormInput({
  name,
  id,
  label,
  description,
  registerOptions,
  ...inputProps
}: FormInputProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} id={id} label={label} description={description}>
      <Input {...inputProps} {...register(name, registerOptions)} />
    </FormField>
  );
}

type FormFieldsetProps = Omit<ComponentProps<'fieldset'>, 'name'> & {
  name: string;
  legend: ReactNode;
};

/** A group of controls for one value (radio buttons) with its legend and validation message. */
export function FormFieldset({ name, legend, id, children, ...props }: FormFieldsetProps) {
  const generatedId = useId();
  const error = useFieldError(name);
  const errorId = `${id ?? generatedId}-error`;
  return (
    <fieldset id={id} aria-describedby={error ? errorId : undefined} {...props}>
      <legend className="text-sm font-medium text-navy-900">{legend}</legend>
      {children}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

type FormSubmitProps = ComponentProps<typeof Button> & { pendingLabel: ReactNode };

/** The submit button: disabled, and saying so, while the submission is under way. */
export function FormSubmit({ pendingLabel, children, disabled, ...props }: FormSubmitProps) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return (
    <Button type="submit" disabled={isSubmitting || disabled} {...props}>
      {isSubmitting ? pendingLabel : children}
    </Button>
  );
}
