import type { Translate } from '@lexbridge/shared/i18n/message';
import type { PageData } from './page-data';

/**
 * An honest 404 for a page address that names nothing (an unknown article, a news page past the
 * last): not indexed, and not rendered, so the browser shows the Not-found page itself.
 */
export function notFoundPageData(t: Translate, canonicalUrl: string): PageData {
  return {
    status: 404,
    head: {
      meta: {
        title: t('pages:notFound.title'),
        description: t('pages:notFound.description'),
        noindex: true,
      },
      canonicalUrl,
    },
    prefetched: [],
    render: false,
  };
}
