import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Form, FormSubmit } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { untranslatedErrorMessage } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRequiredFieldsToast } from '../../../lib/use-required-fields-toast';
import { msg } from '@lexbridge/shared/i18n/message';
import type { MatterChoice } from '../../matters';
import { useCreateInvoice } from '../api/create-invoice';
import { CreateInvoiceFields } from './CreateInvoiceFields';
import {
  invoiceFormSchema,
  invoiceFormValues,
  type InvoiceFormOutput,
  type InvoiceFormValues,
} from './invoice-form';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The matter chosen at first (the one the page is filtered by). */
  initialMatter?: MatterChoice;
};

/** Create Invoice: mounted only while open, so each invoice starts afresh. */
export function CreateInvoiceDialog({ open, onOpenChange, initialMatter }: Props) {
  const { t } = useTranslation('invoices');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        title={t('create.title')}
        description={t('create.description')}
      >
        {open && (
          <CreateInvoiceForm initialMatter={initialMatter} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateInvoiceForm({
  initialMatter,
  onDone,
}: {
  initialMatter?: MatterChoice;
  onDone(): void;
}) {
  const { t } = useTranslation('invoices');
  const language = useLanguage();
  const describeError = useErrorMessage();
  const create = useCreateInvoice();
  const [serverError, setServerError] = useState<string | null>(null);
  // Checked as the admin types (the amount in the page's format); the server checks it again.
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    resolver: zodResolver(invoiceFormSchema(language)) as never,
    defaultValues: invoiceFormValues(initialMatter?.id),
    mode: 'onChange',
  });
  const requiredFieldsToast = useRequiredFieldsToast<InvoiceFormValues>(
    msg('validation:invoice.requiredFields'),
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await create.mutateAsync(values);
      toast.success(t('create.created'));
      onDone();
    } catch (error) {
      setServerError(untranslatedErrorMessage(error));
      toast.error(t('create.failed'), { description: describeError(error) });
    }
  }, requiredFieldsToast);

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-5">
      <CreateInvoiceFields initialMatter={initialMatter} />
      <div className="flex justify-end">
        <FormSubmit pendingLabel={t('create.saving')}>{t('create.submit')}</FormSubmit>
      </div>
    </Form>
  );
}
