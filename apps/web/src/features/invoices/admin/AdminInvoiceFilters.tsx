import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { useAdminClients } from '../../clients';
import { FilterSelect } from '../../../components/list/FilterSelect';
import { useFilterMatters } from '../../matters';
import { InvoiceFilters } from '../components/InvoiceFilters';
import type { InvoiceParam } from '../invoice-params';

type Props = {
  values: Record<InvoiceParam, string>;
  /** The names of the matter and client filtered by, when the page's invoices tell them. */
  named: { matterTitle?: string; clientName?: string };
  onChange(changes: Partial<Record<InvoiceParam, string>>): void;
};

/** The invoices' filters plus the firm's: the client. */
export function AdminInvoiceFilters({ values, named, onChange }: Props) {
  const { t } = useTranslation('invoices');
  const clients = useAdminClients({ page: 1, pageSize: PAGE_SIZE_MAX });
  const chosenMatter = values.matter_id
    ? { id: values.matter_id, title: named.matterTitle ?? t('filters.chosen') }
    : undefined;
  const matters = useFilterMatters(values.client_id || undefined, chosenMatter);
  const clientOptions = (clients.data?.clients ?? []).map((client) => ({
    value: client.id,
    label: client.name,
  }));
  // The client in the URL stays offered, so the select shows what the page filters by.
  if (values.client_id && !clientOptions.some((option) => option.value === values.client_id)) {
    clientOptions.unshift({
      value: values.client_id,
      label: named.clientName ?? t('filters.chosen'),
    });
  }
  return (
    <InvoiceFilters values={values} matters={matters} onChange={onChange}>
      <FilterSelect
        id="invoices-client"
        label={t('filters.client')}
        allLabel={t('filters.allClients')}
        value={values.client_id}
        options={clientOptions}
        // A matter belongs to one client: choosing another client clears the matter.
        onChange={(value) => onChange({ client_id: value, matter_id: '' })}
      />
    </InvoiceFilters>
  );
}
