import type { Db } from '../../db/client';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { staticPageMeta } from '@lexbridge/shared/seo';
import type { Translate } from '@lexbridge/shared/i18n/message';
import type { LocalizedSite } from '@lexbridge/shared/site/localize';
import { articlePage, homeNews, newsPage } from './article-pages';
import type { HeadInput } from './head';
import { legalServiceJsonLd } from './json-ld';
import { notFoundPageData } from './not-found-page';
import { practiceAreaPage } from './practice-area-page';
import { firmValues } from './site-values';

export type PrefetchedQuery = { queryKey: readonly unknown[]; data: unknown };

/** Everything the server needs to render one public page: its head, its data, its status. */
export type PageData = {
  status: number;
  head: HeadInput;
  prefetched: PrefetchedQuery[];
  /** False for a 404 (e.g. an unknown article): the shell is sent and the browser shows the 404 page. */
  render: boolean;
  /** The page now lives at this path (without language prefix): answered with `status`, a 301. */
  redirectTo?: string;
};

/**
 * What reading a page's data needs: the database, the site's URL, the page's language and the
 * firm's site content in it (the published one, or the draft on an admin's preview).
 */
export type PageContext = {
  db: Db;
  publicUrl: string;
  language: Language;
  t: Translate;
  site: LocalizedSite;
};

/**
 * A page whose HTML the server renders; returns null when it has nothing at this URL. `path` is
 * the URL's path without its language prefix.
 */
export type PageResolver = (
  context: PageContext,
  url: URL,
  path: string,
) => Promise<PageData | null>;

/**
 * Data a fixed page shows beyond its own text, read on the server for its query cache; null when
 * the URL's query names something that does not exist (then the page answers 404).
 */
const staticPageData: Record<
  string,
  (context: PageContext, url: URL) => Promise<PrefetchedQuery[] | null>
> = {
  '/': homeNews,
  '/news': newsPage,
};

/** The home page's head: the firm's own title and description, and its LegalService data. */
const homeHead = ({ site, publicUrl }: PageContext, canonicalUrl: string): HeadInput => ({
  meta: { title: site.seo.homeTitle.text, description: site.seo.homeDescription.text },
  canonicalUrl,
  jsonLd: [legalServiceJsonLd(site, publicUrl)],
});

const staticPages: PageResolver = async (context, url, path) => {
  const { site } = context;
  const meta = staticPageMeta(path, context.t, firmValues(site));
  if (!meta) return null;
  const { publicUrl } = context;
  const canonicalUrl = `${publicUrl}${url.pathname}`;
  const data = staticPageData[path];
  const prefetched = data ? await data(context, url) : [];
  if (!prefetched) return notFoundPageData(context.t, canonicalUrl);
  return {
    status: 200,
    head: path === '/' ? homeHead(context, canonicalUrl) : { meta, canonicalUrl },
    prefetched,
    render: true,
  };
};

const resolvers: PageResolver[] = [staticPages, articlePage, practiceAreaPage];

/** The data of a server-rendered page at `url`, or null when the path is not one. */
export async function resolvePage(
  context: PageContext,
  url: URL,
  path: string,
): Promise<PageData | null> {
  for (const resolve of resolvers) {
    const page = await resolve(context, url, path);
    if (page) return page;
  }
  return null;
}
