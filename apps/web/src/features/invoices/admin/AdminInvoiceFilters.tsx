import { FilterSelect } from '../../../components/list/FilterSelect';
import { useClientMatterFilter, type ClientMatterFilterProps } from '../../matters';
import { InvoiceFilters } from '../components/InvoiceFilters';
import type { InvoiceParam } from '../invoice-params';

/** The invoices' filters plus the firm's: the client. */
export function AdminInvoiceFilters(props: ClientMatterFilterProps<InvoiceParam>) {
  const { clientSelect, matters } = useClientMatterFilter(props, 'invoices');
  return (
    <InvoiceFilters values={props.values} matters={matters} onChange={props.onChange}>
      <FilterSelect id="invoices-client" {...clientSelect} />
    </InvoiceFilters>
  );
}
