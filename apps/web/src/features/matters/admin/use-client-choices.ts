import { useState } from 'react';
import type { AdminClient } from '@lexbridge/shared/schemas/clients';
import type { AdminMatter } from '@lexbridge/shared/schemas/matters';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminClients } from '../../clients/api/get-admin-clients';

// The server's largest page: a search narrows a long client list down to what fits.
const CHOICES = 100;

type ClientChoice = Pick<AdminClient, 'id' | 'name' | 'email'>;

/**
 * The clients the matter dialog offers: those matching the admin's search (all of them while it is
 * empty, up to a page), plus the one already chosen, so a search never takes the choice away.
 */
export function useClientChoices(matter: AdminMatter | undefined) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ClientChoice | undefined>(
    matter && { id: matter.clientId, name: matter.clientName, email: matter.clientEmail },
  );
  const query = useDebouncedValue(search.trim());
  const result = useAdminClients({ search: query, page: 1, pageSize: CHOICES });
  const found = result.data?.clients ?? [];
  const choices = chosen && !found.some((c) => c.id === chosen.id) ? [chosen, ...found] : found;
  return {
    search,
    setSearch,
    choices,
    chosen,
    /** Call when the select changes: remembers the client behind the chosen id. */
    choose: (id: string) => setChosen(choices.find((client) => client.id === id)),
    isError: result.isError,
    /** More clients match than are offered: the admin should narrow the search. */
    truncated: (result.data?.total ?? 0) > found.length,
  };
}
