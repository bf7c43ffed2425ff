import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page number of `?page=`, from 1; anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A list's search, filters and page kept in the URL, so back/forward and a shared link open the
 * same view. Changing the search or a filter starts again at page 1; empty values leave the URL.
 */
export function useListParams<Filter extends string>(filters: readonly Filter[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    filters.map((name) => [name, params.get(name) ?? '']),
  ) as Record<Filter, string>;

  const update = useCallback(
    (changes: Partial<Record<Filter | 'search' | 'page', string>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [name, value] of Object.entries(changes)) {
          if (value && !(name === 'page' && value === '1')) next.set(name, String(value));
          else next.delete(name);
        }
        return next;
      });
    },
    [setParams],
  );

  return {
    search: params.get('search') ?? '',
    page: pageFrom(params.get('page')),
    filters: values,
    update,
  };
}
