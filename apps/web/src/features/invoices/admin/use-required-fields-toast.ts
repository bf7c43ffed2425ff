import type { FieldErrors } from 'react-hook-form';
import { msg } from '@lexbridge/shared/i18n/message';
import { toast } from '../../../components/ui/toast';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import type { InvoiceFormValues } from './invoice-form';

const REQUIRED = msg('validation:invoice.requiredFields');

/**
 * A refused submission with the matter, the amount or the due date missing also says so in a
 * toast, 'Please fill in all required fields', besides the message under each field.
 */
export function useRequiredFieldsToast() {
  const translate = useTranslateMessage(['validation']);
  return (errors: FieldErrors<InvoiceFormValues>) => {
    if (Object.values(errors).some((error) => error?.message === REQUIRED)) {
      toast.error(translate(REQUIRED));
    }
  };
}
