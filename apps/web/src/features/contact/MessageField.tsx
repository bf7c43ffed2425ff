import type { UseFormReturn } from 'react-hook-form';
import type { ContactRequestData, ContactRequestInput } from '@lexbridge/shared/schemas/contact';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';

export function MessageField({
  form,
}: {
  form: UseFormReturn<ContactRequestInput, unknown, ContactRequestData>;
}) {
  const error = form.formState.errors.message?.message;
  return (
    <div className="space-y-1.5">
      <Label htmlFor="contact-message">How can we help?</Label>
      <Textarea
        id="contact-message"
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'contact-message-error' : undefined}
        {...form.register('message')}
      />
      {error && (
        <p id="contact-message-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
