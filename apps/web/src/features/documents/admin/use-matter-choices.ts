import { useState } from 'react';
import type { AdminMatter } from '@lexbridge/shared/schemas/matters';
import { PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminMatters } from '../../matters/api/get-admin-matters';

export type MatterChoice = Pick<AdminMatter, 'id' | 'title' | 'clientName'>;

/**
 * The matters the firm's upload offers: those matching the search on the server (title or
 * client; the newest page while it is empty), plus the one already chosen, which a search never
 * takes away (at first, the matter the page is filtered by).
 */
export function useMatterChoices(initial?: MatterChoice) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<MatterChoice | undefined>(initial);
  const query = useDebouncedValue(search.trim());
  const result = useAdminMatters({ search: query, page: 1, pageSize: PAGE_SIZE_MAX });
  const found = result.data?.matters ?? [];
  const choices = chosen && !found.some((m) => m.id === chosen.id) ? [chosen, ...found] : found;
  return {
    search,
    setSearch,
    choices,
    /** Call when the select changes: remembers the matter behind the chosen id. */
    choose: (id: string) => setChosen(choices.find((matter) => matter.id === id)),
    isError: result.isError,
    /** More matters match than are offered: the admin should narrow the search. */
    truncated: (result.data?.total ?? 0) > found.length,
  };
}
