import { useTranslation } from 'react-i18next';
import type { Resources } from '@lexbridge/shared/i18n/types';

/** The catalogs that word a paged list under `page.`: its count, its empty text, its pager. */
type PagedNamespace = {
  [N in keyof Resources]: Resources[N] extends { page: { empty: string; pages: string } }
    ? N
    : never;
}[keyof Resources];

/**
 * A PagedList's texts from a feature's catalog, under its keys `page.count` (plural), `page.empty`
 * and `page.pages` (the pager's name).
 */
export function usePageTexts(namespace: PagedNamespace) {
  const { t } = useTranslation(namespace);
  return {
    count: (total: number) => t('page.count', { count: total }),
    empty: t('page.empty'),
    pages: t('page.pages'),
  };
}
