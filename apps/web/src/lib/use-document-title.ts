import { useEffect } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { LocalizedSite } from '@lexbridge/shared/site/localize';
import { sitePreviewQueryKey, siteQueryKey } from '@lexbridge/shared/site/query-key';
import { useLanguage } from './i18n/use-language';

/**
 * Sets the tab title to "<page> | <firm name>", or, without a page, the home page's title. The
 * firm's texts are the site content the layout loads (this only reads its cache entry: the
 * draft's on an admin's preview).
 */
export function useDocumentTitle(page?: string) {
  const language = useLanguage();
  const { data: preview } = useQuery<boolean>({
    queryKey: sitePreviewQueryKey,
    queryFn: skipToken,
  });
  const { data: site } = useQuery<LocalizedSite>({
    queryKey: siteQueryKey(language, preview === true),
    queryFn: skipToken,
  });
  const firmName = site?.identity.name.text ?? '';
  const homeTitle = site?.seo.homeTitle.text ?? firmName;
  useEffect(() => {
    if (!site) return;
    document.title = page ? `${page} | ${firmName}` : homeTitle;
  }, [page, site, firmName, homeTitle]);
}
