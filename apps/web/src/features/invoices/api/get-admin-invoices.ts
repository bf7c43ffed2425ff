import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminInvoice,
  InvoiceList,
  InvoiceListQuery,
} from '@lexbridge/shared/schemas/invoices';
import { apiRequest } from '../../../lib/api-client';
import { listSearch } from '../../../lib/list-search';
import { adminInvoiceKeys } from './keys';

/** GET /api/admin/invoices: every invoice of the firm, with its client. */
export const getAdminInvoices = (query: InvoiceListQuery) =>
  apiRequest<InvoiceList<AdminInvoice>>(`/api/admin/invoices${listSearch(query)}`);

export const getAdminInvoicesQueryOptions = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: adminInvoiceKeys.list(query),
    queryFn: () => getAdminInvoices(query),
    placeholderData: keepPreviousData,
  });

export function useAdminInvoices(query: InvoiceListQuery) {
  return useQuery(getAdminInvoicesQueryOptions(query));
}
