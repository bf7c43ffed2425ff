import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatAmountText } from '@lexbridge/shared/money/amount-text';
import {
  INVOICE_AMOUNT_TEXT_MAX,
  INVOICE_DESCRIPTION_MAX,
  invoiceCurrencies,
} from '@lexbridge/shared/schemas/invoices';
import { Alert } from '../../../components/ui/alert';
import { FormField, FormInput } from '../../../components/ui/form';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useLanguage } from '../../../lib/i18n/use-language';
import {
  MatterChoiceOptions,
  MatterSearchInput,
  useMatterChoices,
  type MatterChoice,
} from '../../matters';
import type { InvoiceFormValues } from './invoice-form';

/** An amount in the page's format, as the hint's example: '1,234.50' or '1.234,50'. */
const EXAMPLE_CENTS = 123_450;

/** The fields of Create Invoice: the matter (found by a search on the server) and the bill. */
export function CreateInvoiceFields({ initialMatter }: { initialMatter?: MatterChoice }) {
  const { t } = useTranslation('invoices');
  const language = useLanguage();
  const { register } = useFormContext<InvoiceFormValues>();
  const matters = useMatterChoices(initialMatter);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {matters.isError && (
        <Alert tone="error" className="sm:col-span-2">
          {t('create.mattersFailed')}
        </Alert>
      )}
      <FormField
        name="matterSearch"
        label={t('create.findMatter')}
        description={matters.truncated ? t('create.narrowSearch') : undefined}
        className="sm:col-span-2"
      >
        <MatterSearchInput matters={matters} />
      </FormField>
      <FormField name="matterId" label={t('create.matter')} className="sm:col-span-2">
        <Select
          {...register('matterId', { onChange: (event) => matters.choose(event.target.value) })}
        >
          <MatterChoiceOptions matters={matters} noneLabel={t('create.chooseMatter')} />
        </Select>
      </FormField>
      <FormInput
        name="amount"
        label={t('create.amount')}
        description={t('create.amountHint', { example: formatAmountText(EXAMPLE_CENTS, language) })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={INVOICE_AMOUNT_TEXT_MAX}
      />
      <FormField name="currency" label={t('create.currency')}>
        <Select {...register('currency')}>
          {invoiceCurrencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </Select>
      </FormField>
      <FormInput name="dueDate" type="date" label={t('create.dueDate')} />
      <FormField name="description" label={t('create.details')} className="sm:col-span-2">
        <Textarea rows={3} maxLength={INVOICE_DESCRIPTION_MAX} {...register('description')} />
      </FormField>
    </div>
  );
}
