import { serviceJsonLd } from './json-ld';
import { notFoundPageData } from './not-found-page';
import type { PageResolver } from './page-data';
import { firmValues } from './site-values';

const ONE_SEGMENT = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * A practice area's page at `/<slug>`, from the site the page shows: 200 for a shown area, a 301
 * to the current slug for one it had before (links and search results keep working after a
 * rename), and the 404 page for anything else, a hidden area included. Other paths are not its.
 */
export const practiceAreaPage: PageResolver = async (context, url, path) => {
  const slug = ONE_SEGMENT.exec(path)?.[1];
  if (!slug) return null;
  const { site, t, publicUrl } = context;
  const canonicalUrl = `${publicUrl}${url.pathname}`;
  const area = site.practiceAreas.find((candidate) => candidate.slug === slug);
  if (!area) {
    const renamed = site.practiceAreas.find((candidate) => candidate.previousSlugs.includes(slug));
    return renamed
      ? { ...notFoundPageData(t, canonicalUrl), status: 301, redirectTo: `/${renamed.slug}` }
      : notFoundPageData(t, canonicalUrl);
  }
  const values = { ...firmValues(site), title: area.title.text };
  return {
    status: 200,
    head: {
      meta: {
        title: t('pages:titleWithFirm', values),
        description: t('pages:practice-area.description', values),
      },
      canonicalUrl,
      jsonLd: [serviceJsonLd(site, area, canonicalUrl, publicUrl)],
    },
    prefetched: [],
    render: true,
  };
};
