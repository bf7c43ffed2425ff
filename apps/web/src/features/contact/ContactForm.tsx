import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import {
  contactPracticeAreas,
  contactSection,
  preferredContactOptions,
} from '@lexbridge/shared/firm/contact';
import {
  contactRequestSchema,
  type ContactRequestInput,
  type ContactRequestData,
} from '@lexbridge/shared/schemas/contact';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/api-client';
import { useCreateContactRequest } from './api/create-contact-request';
import { ContactConfirmation } from './ContactConfirmation';
import { ChoiceFields } from './ChoiceFields';
import { HoneypotField } from './HoneypotField';
import { MessageField } from './MessageField';

const emptyForm = (customQuote: boolean): ContactRequestInput => ({
  name: '',
  email: '',
  phone: '',
  practiceArea: '' as ContactRequestInput['practiceArea'],
  preferredContact: 'call',
  requestType: customQuote ? 'custom-quote' : 'consultation',
  message: customQuote ? contactSection.customQuoteMessage : '',
  website: '',
});

export function ContactForm() {
  const [searchParams] = useSearchParams();
  const customQuote = searchParams.get('request') === 'custom-quote';
  const [sent, setSent] = useState(false);
  const submit = useCreateContactRequest();
  const form = useForm<ContactRequestInput, unknown, ContactRequestData>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: emptyForm(customQuote),
  });
  const { errors } = form.formState;
  const requestType = useWatch({ control: form.control, name: 'requestType' });

  // 'Get Custom Quote' may navigate here while the form is already on screen.
  useEffect(() => {
    if (!customQuote) return;
    form.setValue('requestType', 'custom-quote');
    if (!form.getValues('message')) form.setValue('message', contactSection.customQuoteMessage);
  }, [customQuote, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    await submit.mutateAsync(values).then(
      () => setSent(true),
      () => undefined, // shown from submit.error below
    );
  });

  if (sent) {
    return (
      <ContactConfirmation
        onReset={() => {
          form.reset(emptyForm(false));
          submit.reset();
          setSent(false);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact request" className="space-y-4">
      {requestType === 'custom-quote' && (
        <Alert tone="info">{contactSection.customQuoteNotice}</Alert>
      )}
      {submit.error && <Alert tone="error">{errorMessage(submit.error)}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="contact-name"
          label="Full name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <FormField
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <FormField
        id="contact-phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <ChoiceFields form={form} areas={contactPracticeAreas} options={preferredContactOptions} />
      <MessageField form={form} />
      <HoneypotField {...form.register('website')} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? contactSection.sending : contactSection.submit}
      </Button>
    </form>
  );
}
