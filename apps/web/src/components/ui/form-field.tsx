import type { ComponentProps } from 'react';
import { Input } from './input';
import { Label } from './label';

type FormFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  error?: string;
};

/** A labelled input whose validation message is linked through aria-describedby. */
export function FormField({ id, label, error, ...inputProps }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
