import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ClientDocument,
  DocumentList,
  DocumentListQuery,
} from '@lexbridge/shared/schemas/documents';
import { apiRequest } from '../../../lib/api-client';
import { listSearch } from '../../../lib/list-search';
import { documentKeys } from './keys';

/** GET /api/documents: the signed-in client's shared documents, newest activity first. */
export const getDocuments = (query: DocumentListQuery) =>
  apiRequest<DocumentList<ClientDocument>>(`/api/documents${listSearch(query)}`);

export const getDocumentsQueryOptions = (query: DocumentListQuery) =>
  queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: () => getDocuments(query),
    // The current page stays on screen while a changed filter's answer is on its way.
    placeholderData: keepPreviousData,
  });

export function useDocuments(query: DocumentListQuery) {
  return useQuery(getDocumentsQueryOptions(query));
}
