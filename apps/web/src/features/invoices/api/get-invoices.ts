import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ClientInvoice,
  InvoiceList,
  InvoiceListQuery,
} from '@lexbridge/shared/schemas/invoices';
import { apiRequest } from '../../../lib/api-client';
import { listSearch } from '../../../lib/list-search';
import { invoiceKeys } from './keys';

/** GET /api/invoices: the signed-in client's invoices of their own matters, newest first. */
export const getInvoices = (query: InvoiceListQuery) =>
  apiRequest<InvoiceList<ClientInvoice>>(`/api/invoices${listSearch(query)}`);

export const getInvoicesQueryOptions = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: () => getInvoices(query),
    // The current page stays on screen while a changed filter's answer is on its way.
    placeholderData: keepPreviousData,
  });

export function useInvoices(query: InvoiceListQuery) {
  return useQuery(getInvoicesQueryOptions(query));
}
