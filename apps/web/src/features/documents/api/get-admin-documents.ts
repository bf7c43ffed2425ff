import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminDocument,
  AdminDocumentListQuery,
  DocumentList,
} from '@lexbridge/shared/schemas/documents';
import { apiRequest } from '../../../lib/api-client';
import { listSearch } from '../../../lib/list-search';
import { adminDocumentKeys } from './keys';

/** GET /api/admin/documents: every document of the firm, shared or firm-only. */
export const getAdminDocuments = (query: AdminDocumentListQuery) =>
  apiRequest<DocumentList<AdminDocument>>(`/api/admin/documents${listSearch(query)}`);

export const getAdminDocumentsQueryOptions = (query: AdminDocumentListQuery) =>
  queryOptions({
    queryKey: adminDocumentKeys.list(query),
    queryFn: () => getAdminDocuments(query),
    placeholderData: keepPreviousData,
  });

export function useAdminDocuments(query: AdminDocumentListQuery) {
  return useQuery(getAdminDocumentsQueryOptions(query));
}
