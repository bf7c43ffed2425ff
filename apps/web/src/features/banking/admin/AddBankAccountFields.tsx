import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BANK_NAME_MAX,
  BANK_NUMBER_MAX,
  bankAccountTypes,
  type CreateBankAccountInput,
} from '@lexbridge/shared/schemas/banking';
import { FormField, FormInput } from '../../../components/ui/form';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';

/** The fields of Add Bank Account; the numbers are never suggested or remembered by the browser. */
export function AddBankAccountFields() {
  const { t } = useTranslation('banking');
  const { register } = useFormContext<CreateBankAccountInput>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormInput
        name="accountName"
        label={t('form.accountName')}
        maxLength={BANK_NAME_MAX}
        autoComplete="off"
      />
      <FormInput
        name="bankName"
        label={t('form.bankName')}
        maxLength={BANK_NAME_MAX}
        autoComplete="off"
      />
      <FormInput
        name="accountNumber"
        label={t('form.accountNumber')}
        description={t('form.accountNumberHint')}
        maxLength={BANK_NUMBER_MAX}
        autoComplete="off"
        spellCheck={false}
      />
      <FormInput
        name="routingNumber"
        label={t('form.routingNumber')}
        description={t('form.routingNumberHint')}
        maxLength={BANK_NUMBER_MAX}
        autoComplete="off"
        spellCheck={false}
      />
      <FormField name="accountType" label={t('form.accountType')}>
        <Select {...register('accountType')}>
          {bankAccountTypes.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="flex items-center gap-2 self-end pb-2">
        <input
          id="bank-account-primary"
          type="checkbox"
          className="size-4"
          {...register('isPrimary')}
        />
        <Label htmlFor="bank-account-primary">{t('form.isPrimary')}</Label>
      </div>
    </div>
  );
}
