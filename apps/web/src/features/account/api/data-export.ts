import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportAnswer } from '@lexbridge/shared/schemas/data-requests';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** The signed-in account's own copy; an administrator's view of a client's is the same shape. */
export const OWN_EXPORT_PATH = '/api/account/data-export';

/** How often a copy being built is asked after, so its progress moves on the page. */
const BUILDING_POLL_MS = 2000;

/** The newest copy asked for at `path`, asked after every 2 s while it is being built. */
export function useDataExport(path: string) {
  return useQuery({
    queryKey: accountKeys.dataExport(path),
    queryFn: () => apiRequest<DataExportAnswer>(path),
    refetchInterval: (query) =>
      query.state.data?.export?.status === 'building' ? BUILDING_POLL_MS : false,
  });
}

/** Asks for a copy at `path`: a new one, or the one already being built. */
export function useRequestDataExport(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DataExportAnswer>(path, { method: 'POST' }),
    onSuccess: (answer) => client.setQueryData(accountKeys.dataExport(path), answer),
  });
}
