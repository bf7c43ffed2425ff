import type { Db } from '../../db/client';
import { staticPageMeta } from '@lexbridge/shared/seo';
import { articlePage, homeNews, newsPage } from './article-pages';
import type { HeadInput } from './head';
import { legalServiceJsonLd } from './json-ld';

export type PrefetchedQuery = { queryKey: readonly unknown[]; data: unknown };

/** Everything the server needs to render one public page: its head, its data, its status. */
export type PageData = {
  status: number;
  head: HeadInput;
  prefetched: PrefetchedQuery[];
  /** False for a 404 (e.g. an unknown article): the shell is sent and the browser shows the 404 page. */
  render: boolean;
};

/** What reading a page's data needs. */
export type PageContext = { db: Db; publicUrl: string };

/** A page whose HTML the server renders; returns null when it has nothing at this URL. */
export type PageResolver = (context: PageContext, url: URL) => Promise<PageData | null>;

/** Data a fixed page shows beyond its own text, read on the server for its query cache. */
const staticPageData: Record<
  string,
  (context: PageContext, url: URL) => Promise<PrefetchedQuery[]>
> = {
  '/': homeNews,
  '/news': newsPage,
};

const staticPages: PageResolver = async (context, url) => {
  const meta = staticPageMeta[url.pathname];
  if (!meta) return null;
  const { publicUrl } = context;
  return {
    status: 200,
    head: {
      meta,
      canonicalUrl: `${publicUrl}${url.pathname}`,
      jsonLd: url.pathname === '/' ? [legalServiceJsonLd(publicUrl)] : [],
    },
    prefetched: (await staticPageData[url.pathname]?.(context, url)) ?? [],
    render: true,
  };
};

const resolvers: PageResolver[] = [staticPages, articlePage];

/** The data of a server-rendered page at `url`, or null when the path is not one. */
export async function resolvePage(context: PageContext, url: URL): Promise<PageData | null> {
  for (const resolve of resolvers) {
    const page = await resolve(context, url);
    if (page) return page;
  }
  return null;
}
