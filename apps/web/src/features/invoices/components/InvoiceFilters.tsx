import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceStatuses, invoiceStatusLabel } from '@lexbridge/shared/schemas/invoices';
import { SearchForm } from '../../../components/list/SearchForm';
import { FilterSelect } from '../../../components/list/FilterSelect';
import type { InvoiceParam } from '../invoice-params';

type Props = {
  values: Record<'search' | 'status' | 'matter_id', string>;
  matters: { id: string; title: string }[];
  onChange(changes: Partial<Record<InvoiceParam, string>>): void;
  /** More filters after these (the firm's client). */
  children?: ReactNode;
};

/** Search, status and matter of the invoices; every change goes to the URL. */
export function InvoiceFilters({ values, matters, onChange, children }: Props) {
  const { t } = useTranslation(['invoices']);
  return (
    <div className="space-y-3" role="group" aria-label={t('filters.label')}>
      <SearchForm
        value={values.search}
        label={t('filters.search')}
        buttonLabel={t('filters.searchButton')}
        onSearch={(value) => onChange({ search: value })}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FilterSelect
          id="invoices-status"
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          value={values.status}
          options={invoiceStatuses.map((status) => ({
            value: status,
            label: t(invoiceStatusLabel(status)),
          }))}
          onChange={(value) => onChange({ status: value })}
        />
        <FilterSelect
          id="invoices-matter"
          label={t('filters.matter')}
          allLabel={t('filters.allMatters')}
          value={values.matter_id}
          options={matters.map((matter) => ({ value: matter.id, label: matter.title }))}
          onChange={(value) => onChange({ matter_id: value })}
        />
        {children}
      </div>
    </div>
  );
}
