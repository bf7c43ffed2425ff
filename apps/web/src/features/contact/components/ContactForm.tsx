import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contactRequestSchema, type ContactRequestInput } from '@lexbridge/shared/schemas/contact';
import { Alert } from '../../../components/ui/alert';
import { Form, FormField, FormInput, FormSubmit } from '../../../components/ui/form';
import { Textarea } from '../../../components/ui/textarea';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreateContactRequest } from '../api/create-contact-request';
import { ContactConfirmation } from './ContactConfirmation';
import { ChoiceFields } from './ChoiceFields';
import { HoneypotField } from './HoneypotField';

/** An empty form; a custom-quote request starts with its opening sentence in the page's language. */
const emptyForm = (customQuote: boolean, customQuoteMessage: string): ContactRequestInput => ({
  name: '',
  email: '',
  phone: '',
  practiceArea: '' as ContactRequestInput['practiceArea'],
  preferredContact: 'call',
  requestType: customQuote ? 'custom-quote' : 'consultation',
  message: customQuote ? customQuoteMessage : '',
  website: '',
});

export function ContactForm() {
  const { t } = useTranslation('contact');
  const customQuoteMessage = t('form.customQuoteMessage');
  const [searchParams] = useSearchParams();
  const customQuote = searchParams.get('request') === 'custom-quote';
  const [sent, setSent] = useState(false);
  const createContactRequest = useCreateContactRequest();
  const { form, serverError, onSubmit } = useServerForm({
    schema: contactRequestSchema,
    defaultValues: emptyForm(customQuote, customQuoteMessage),
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
    if (!form.getValues('message')) form.setValue('message', customQuoteMessage);
  }, [customQuote, customQuoteMessage, form]);

  if (sent) {
    return (
      <ContactConfirmation
        onReset={() => {
          form.reset(emptyForm(false, customQuoteMessage));
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
      aria-label={t('form.label')}
      className="space-y-4"
    >
      {requestType === 'custom-quote' && <Alert tone="info">{t('form.customQuoteNotice')}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput name="name" id="contact-name" label={t('form.name')} autoComplete="name" />
        <FormInput
          name="email"
          id="contact-email"
          label={t('form.email')}
          type="email"
          autoComplete="email"
        />
      </div>
      <FormInput
        name="phone"
        id="contact-phone"
        label={t('form.phone')}
        type="tel"
        autoComplete="tel"
      />
      <ChoiceFields />
      <FormField name="message" id="contact-message" label={t('form.message')}>
        <Textarea rows={5} {...form.register('message')} />
      </FormField>
      <HoneypotField {...form.register('website')} />
      <FormSubmit size="lg" className="w-full sm:w-auto" pendingLabel={t('form.sending')}>
        {t('form.submit')}
      </FormSubmit>
    </Form>
  );
}
