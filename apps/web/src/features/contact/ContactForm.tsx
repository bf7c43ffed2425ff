import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  contactPracticeAreas,
  contactSection,
  preferredContactOptions,
} from '@lexbridge/shared/firm/contact';
import { contactRequestSchema, type ContactRequestInput } from '@lexbridge/shared/schemas/contact';
import { Alert } from '../../components/ui/alert';
import { Form, FormField, FormInput, FormSubmit } from '../../components/ui/form';
import { Textarea } from '../../components/ui/textarea';
import { useServerForm } from '../../lib/use-server-form';
import { useCreateContactRequest } from './api/create-contact-request';
import { ContactConfirmation } from './ContactConfirmation';
import { ChoiceFields } from './ChoiceFields';
import { HoneypotField } from './HoneypotField';

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
  const createContactRequest = useCreateContactRequest();
  const { form, serverError, onSubmit } = useServerForm({
    schema: contactRequestSchema,
    defaultValues: emptyForm(customQuote),
    async submit(values) {
      await createContactRequest.mutateAsync(values);
      setSent(true);
    },
  });
  const requestType = useWatch({ control: form.control, name: 'requestType' });

  // 'Get Custom Quote' may navigate here while the form is already on screen.
  useEffect(() => {
    if (!customQuote) return;
    form.setValue('requestType', 'custom-quote');
    if (!form.getValues('message')) form.setValue('message', contactSection.customQuoteMessage);
  }, [customQuote, form]);

  if (sent) {
    return (
      <ContactConfirmation
        onReset={() => {
          form.reset(emptyForm(false));
          setSent(false);
        }}
      />
    );
  }

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      serverError={serverError}
      aria-label="Contact request"
      className="space-y-4"
    >
      {requestType === 'custom-quote' && (
        <Alert tone="info">{contactSection.customQuoteNotice}</Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput name="name" id="contact-name" label="Full name" autoComplete="name" />
        <FormInput
          name="email"
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
        />
      </div>
      <FormInput
        name="phone"
        id="contact-phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
      />
      <ChoiceFields areas={contactPracticeAreas} options={preferredContactOptions} />
      <FormField name="message" id="contact-message" label="How can we help?">
        <Textarea rows={5} {...form.register('message')} />
      </FormField>
      <HoneypotField {...form.register('website')} />
      <FormSubmit size="lg" className="w-full sm:w-auto" pendingLabel={contactSection.sending}>
        {contactSection.submit}
      </FormSubmit>
    </Form>
  );
}
