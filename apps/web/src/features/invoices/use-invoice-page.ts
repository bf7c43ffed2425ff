import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type {
  ClientInvoice,
  InvoiceList,
  InvoiceListQuery,
} from '@lexbridge/shared/schemas/invoices';
import { PAGE_SIZE_DEFAULT } from '@lexbridge/shared/schemas/paging';
import { knownClientId, knownMatterId } from '../../lib/known-ids';
import { useFailureToast } from '../../lib/use-failure-toast';
import { useListParams } from '../../lib/use-list-params';
import { knownStatus, type adminInvoiceParams, type clientInvoiceParams } from './invoice-params';

/** The client's filters, or the firm's (the client's and the client). */
type Params = typeof clientInvoiceParams | typeof adminInvoiceParams;

/**
 * The page of invoices the URL asks for (search, page, status, matter and, for the firm, client),
 * fetched by `useList`; a failure to load says so in a toast. Filters the server would refuse (a
 * stale link) are left out, so the list shows every invoice rather than an error.
 */
export function useInvoicePage<I extends ClientInvoice>(
  params: Params,
  useList: (query: InvoiceListQuery) => UseQueryResult<InvoiceList<I>>,
) {
  const { t } = useTranslation('invoices');
  const list = useListParams<(typeof adminInvoiceParams)[number]>(params);
  const { filters } = list;
  const query: InvoiceListQuery = {
    search: list.search,
    page: list.page,
    pageSize: PAGE_SIZE_DEFAULT,
    status: knownStatus(filters.status),
    matterId: knownMatterId(filters.matter_id),
  };
  if ((params as readonly string[]).includes('client_id'))
    query.clientId = knownClientId(filters.client_id);
  const invoices = useList(query);
  useFailureToast(invoices.isError, t('page.loadFailed'));
  // What InvoicePagedList needs to show the page and turn it.
  const paging = {
    result: invoices,
    page: list.page,
    onPage: (next: number) => list.update({ page: String(next) }),
  };
  return { ...list, query, paging };
}
