import type { AdminClient } from '@lexbridge/shared/schemas/clients';
import { PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { useSearchedChoices, type FoundChoices } from '../../../lib/use-searched-choices';
import { useAdminClients } from './get-admin-clients';

/** A client to choose; `confirmed` is false for an account whose owner never proved the address. */
export type ClientChoice = Pick<AdminClient, 'id' | 'name' | 'email'> & { confirmed?: boolean };

function useClientSearch(search: string): FoundChoices<ClientChoice> {
  const result = useAdminClients({ search, page: 1, pageSize: PAGE_SIZE_MAX });
  return { items: result.data?.clients, total: result.data?.total, isError: result.isError };
}

/**
 * The clients a firm's form offers in a select: those matching its search on the server (a
 * long client list narrows to one page), plus the one already chosen (`initial` at first).
 */
export function useClientChoices(initial?: ClientChoice) {
  return useSearchedChoices(useClientSearch, initial);
}
