import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { queryString, withParams } from '../../lib/search-params';

/** The URL's query parameters of /messages. */
export type MessagesParam = 'thread_id' | 'search' | 'page' | 'client_id' | 'matter_id';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The open thread, the search, the page and the firm's filters live in the URL, so reload, back
 * and forward and a link from an e-mail all open the same view. A new search or filter starts the
 * list again at page 1; opening a thread keeps the list where it is.
 */
export function useMessagesParams() {
  const [params, setParams] = useSearchParams();

  const view = useMemo(
    () => ({
      threadId: params.get('thread_id') || undefined,
      search: params.get('search') ?? '',
      page: pageFrom(params.get('page')),
      clientId: params.get('client_id') || undefined,
      matterId: params.get('matter_id') || undefined,
    }),
    [params],
  );

  /** Sets (or, with '', removes) parameters; history keeps each step. */
  const update = useCallback(
    (changes: Partial<Record<MessagesParam, string>>) =>
      setParams((current) => {
        const listChanged = ['search', 'client_id', 'matter_id'].some((name) => name in changes);
        const firstPage = changes.page === '1' || (listChanged && changes.page === undefined);
        return withParams(current, firstPage ? { ...changes, page: '' } : changes);
      }),
    [setParams],
  );

  /** The query string of this view with other parameters, for links ('?thread_id=...'). */
  const searchWith = useCallback(
    (changes: Partial<Record<MessagesParam, string>>) => queryString(withParams(params, changes)),
    [params],
  );

  return { view, update, searchWith };
}
