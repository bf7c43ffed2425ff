import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientList, ClientListQuery } from '@lexbridge/shared/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { listSearch } from '../../../lib/list-search';
import { adminClientKeys } from './keys';

export const getAdminClients = (query: ClientListQuery) =>
  apiRequest<ClientList>(`/api/admin/clients${listSearch(query)}`);

export const getAdminClientsQueryOptions = (query: ClientListQuery) =>
  queryOptions({
    queryKey: adminClientKeys.list(query),
    queryFn: () => getAdminClients(query),
    placeholderData: keepPreviousData,
  });

export function useAdminClients(query: ClientListQuery, enabled = true) {
  return useQuery({ ...getAdminClientsQueryOptions(query), enabled });
}
