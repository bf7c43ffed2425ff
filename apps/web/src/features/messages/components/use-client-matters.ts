import { useQuery } from '@tanstack/react-query';
import { getAdminClientQueryOptions } from '../../clients';

/** The matters of the client `clientId` (none while no client is chosen), for the firm's pickers. */
export function useClientMatters(clientId: string | undefined) {
  const client = useQuery({
    ...getAdminClientQueryOptions(clientId ?? ''),
    enabled: Boolean(clientId),
  });
  return client.data?.matters ?? [];
}
