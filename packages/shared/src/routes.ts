import { routeManifest, type AdminNavLink, type RouteEntry } from './routes/manifest';
import { defaultLanguage, splitLanguagePath } from './i18n/languages';

export {
  routeManifest,
  type AdminNavIcon,
  type AdminNavLink,
  type RouteEntry,
} from './routes/manifest';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The entry's path as an anchored regex: each `:param` must match its declared shape. */
function pathPattern(entry: RouteEntry): RegExp {
  const source = entry.path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? `(?:${entry.params?.[segment.slice(1)] ?? '[^/]+'})`
        : escapeRegExp(segment),
    )
    .join('/');
  return new RegExp(`^${source === '' ? '/' : source}$`);
}

const patterns = routeManifest.map((entry) => ({ entry, pattern: pathPattern(entry) }));

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/**
 * The manifest entry whose path matches `pathname` (a trailing slash is ignored), if any. Public
 * pages also answer under each other language's prefix (`/el/corporate-law`); signed-in and admin
 * pages have one URL and follow the user's language.
 */
export function findAppRoute(pathname: string): RouteEntry | undefined {
  const { language, path } = splitLanguagePath(withoutTrailingSlash(pathname));
  const entry = patterns.find(({ pattern }) => pattern.test(withoutTrailingSlash(path)))?.entry;
  return language === defaultLanguage || entry?.access === 'public' ? entry : undefined;
}

/**
 * Whether the web app has a page at `pathname`. The server answers 200 for these and 404 (with the
 * same app shell, which shows the Not-found page) for anything else, so crawlers see honest codes.
 * A well-formed article slug may still name no published article: server rendering answers 404 then.
 */
export function isAppRoute(pathname: string): boolean {
  return findAppRoute(pathname) !== undefined;
}

const hasParams = (entry: RouteEntry) => entry.path.includes(':');

/** Fixed paths worth indexing, for the sitemap; articles are added from the database. */
export const sitemapPaths: readonly string[] = routeManifest
  .filter((entry) => entry.indexable && !hasParams(entry))
  .map((entry) => entry.path);

/** First path segments of the private pages ('/admin', '/client-portal'), for robots.txt. */
export const privatePathPrefixes: readonly string[] = [
  ...new Set(
    routeManifest
      .filter((entry) => entry.access !== 'public')
      .map((entry) => `/${entry.path.split('/')[1]}`),
  ),
];

/** Public pages kept out of search engines (`noindex`), without language prefix. */
export const noindexPaths: readonly string[] = routeManifest
  .filter((entry) => entry.noindex && !hasParams(entry))
  .map((entry) => entry.path);

/** Indexable paths that a private prefix also covers (e.g. /admin-access under /admin). */
export const publicPathsUnderPrivatePrefixes: readonly string[] = sitemapPaths.filter((path) =>
  privatePathPrefixes.some((prefix) => path !== prefix && path.startsWith(prefix)),
);

/** The admin area's pages, in manifest order, as its navigation lists them. */
export const adminNavigation: readonly ({ to: string } & AdminNavLink)[] = routeManifest.flatMap(
  (entry) => (entry.adminNav ? [{ to: entry.path, ...entry.adminNav }] : []),
);

export const articlePath = (slug: string) => `/articles/${slug}`;
export const adminArticleEditPath = (id: string) => `/admin/articles/${id}/edit`;
