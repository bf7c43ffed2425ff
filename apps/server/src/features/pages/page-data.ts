import type { FastifyInstance } from 'fastify';
import { staticPageMeta, type PageMeta } from '@lexbridge/shared/seo';
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

/** A page whose HTML the server renders; returns null when it has nothing at this path. */
type PageResolver = (app: FastifyInstance, pathname: string) => Promise<PageData | null>;

const staticPages: PageResolver = async (app, pathname) => {
  const meta: PageMeta | undefined = staticPageMeta[pathname];
  if (!meta) return null;
  const { publicUrl } = app.deps.config;
  return {
    status: 200,
    head: {
      meta,
      canonicalUrl: `${publicUrl}${pathname}`,
      jsonLd: pathname === '/' ? [legalServiceJsonLd(publicUrl)] : [],
    },
    prefetched: [],
    render: true,
  };
};

// Features add their public pages here (e.g. articles, with their data for the query cache).
const resolvers: PageResolver[] = [staticPages];

/** The data of a server-rendered page at `pathname`, or null when the path is not one. */
export async function resolvePage(
  app: FastifyInstance,
  pathname: string,
): Promise<PageData | null> {
  for (const resolve of resolvers) {
    const page = await resolve(app, pathname);
    if (page) return page;
  }
  return null;
}
