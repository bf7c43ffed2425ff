import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** One page of what the server found for a search, as a choices hook needs it. */
export type FoundChoices<T> = {
  items: T[] | undefined;
  total: number | undefined;
  isError: boolean;
};

/**
 * The options of a select fed by a search on the server: what matches the (debounced) search,
 * plus the one already chosen, so that a search never takes the choice away. `useFound` is the
 * hook that asks the server (always the same one for a given caller).
 */
export function useSearchedChoices<T extends { id: string }>(
  useFound: (search: string) => FoundChoices<T>,
  initial?: T,
) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<T | undefined>(initial);
  const result = useFound(useDebouncedValue(search.trim()));
  const found = result.items ?? [];
  const choices = chosen && !found.some((c) => c.id === chosen.id) ? [chosen, ...found] : found;
  return {
    search,
    setSearch,
    choices,
    chosen,
    /** Call when the select changes: remembers the option behind the chosen id. */
    choose: (id: string) => setChosen(choices.find((choice) => choice.id === id)),
    isError: result.isError,
    /** More match than are offered: the search should be narrowed. */
    truncated: (result.total ?? 0) > found.length,
  };
}
