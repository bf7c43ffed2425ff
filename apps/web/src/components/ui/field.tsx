import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn';
import { Input } from './input';
import { Label } from './label';

export function FieldDescription({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-muted">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

type FieldProps = {
  id: string;
  label: ReactNode;
  /** A hint shown under the label and read out with the control. */
  description?: ReactNode;
  error?: string;
  className?: string;
  /** The one control (input, textarea, select): it receives the id and the aria wiring. */
  children: ReactElement;
};

/**
 * A labelled control. The label points at the control (htmlFor), and the control is described by
 * the hint and by the validation message, so a screen reader reads both with it; a control with a
 * message is marked invalid.
 */
export function Field({ id, label, description, error, className, children }: FieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type TextFieldProps = ComponentProps<'input'> &
  Pick<FieldProps, 'id' | 'label' | 'description' | 'error'>;

/** A labelled text input for forms that keep their values in React state. */
export function TextField({ id, label, description, error, ...inputProps }: TextFieldProps) {
  return (
    <Field id={id} label={label} description={description} error={error}>
      <Input {...inputProps} />
    </Field>
  );
}
