import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { LocalizedSite } from '@lexbridge/shared/site/localize';
import type { PublicSiteResponse, SitePreviewResponse } from '@lexbridge/shared/schemas/site';
import { sitePreviewQueryKey } from '@lexbridge/shared/site/query-key';
import { apiRequest } from '../../lib/api-client';
import { useLanguage } from '../../lib/i18n/use-language';
import { siteQueryKey } from './query-keys';

/**
 * Whether the app shows the site's draft: the server rendered the page as an admin's preview
 * (`?preview=draft`) and said so in the cache; it decides who may see the draft, never the URL.
 */
export function useIsPreview() {
  const { data } = useQuery<boolean>({ queryKey: sitePreviewQueryKey, queryFn: skipToken });
  return data === true;
}

const fetchSite = (language: string, preview: boolean): Promise<LocalizedSite> =>
  preview
    ? apiRequest<SitePreviewResponse>(`/api/admin/site/preview?language=${language}`).then(
        (response) => response.site,
      )
    : apiRequest<PublicSiteResponse>(`/api/site?language=${language}`).then(
        (response) => response.site,
      );

/**
 * The firm's published site in the page's language (the draft on a preview page). Server-rendered
 * pages come with it in the cache; elsewhere it is fetched once. While another language's site
 * loads, the previous one stays on screen; undefined only before the first one arrives.
 */
export function useSite(): LocalizedSite | undefined {
  const language = useLanguage();
  const preview = useIsPreview();
  const { data } = useQuery({
    queryKey: siteQueryKey(language, preview),
    queryFn: () => fetchSite(language, preview),
    // Published content changes rarely; a page opened later reads the new version.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  return data;
}
