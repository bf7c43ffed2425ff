import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from '../components/ui/toast';
import { useTranslateMessage } from './i18n/translate-message';

/**
 * A refused submission with a required field missing also says so in a toast ('Please fill in all
 * required fields'), besides the message under each field. `required` is the message the form's
 * schema gives a missing required field.
 */
export function useRequiredFieldsToast<Values extends FieldValues>(required: string) {
  const translate = useTranslateMessage(['validation']);
  return (errors: FieldErrors<Values>) => {
    if (Object.values(errors).some((error) => error?.message === required)) {
      toast.error(translate(required));
    }
  };
}
