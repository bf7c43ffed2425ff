import { useEffect } from 'react';
import { firm } from '@lexbridge/shared/firm/firm';

/** Sets the tab title to "<page> | <firm name>", or just the firm name. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} | ${firm.name}` : firm.name;
  }, [page]);
}
