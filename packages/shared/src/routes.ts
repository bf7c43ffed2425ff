import { practiceAreas } from './firm/practice-areas';

/**
 * Paths the web app renders. The server answers 200 for these and 404 (with the same app shell,
 * which shows the Not-found page) for anything else, so crawlers and tools see honest status codes.
 * Add a path here when its page is built.
 */
export const appRoutePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/auth$/,
  /^\/admin-access$/,
  /^\/setup$/,
  /^\/client-portal$/,
  /^\/admin$/,
  /^\/booking-success$/,
  /^\/booking-canceled$/,
  /^\/checkout\/test\/[A-Za-z0-9_-]+$/,
  /^\/admin\/calendar$/,
  /^\/admin\/availability$/,
  ...practiceAreas.map((area) => new RegExp(`^/${area.slug}$`)),
  /^\/admin\/(contact-requests|outbox)$/,
  /^\/news$/,
  // A well-formed slug may still name no published article: server rendering answers 404 then.
  /^\/articles\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
  /^\/admin\/articles$/,
  /^\/admin\/articles\/new$/,
  /^\/admin\/articles\/[0-9a-f-]{36}\/edit$/,
  /^\/admin\/(messages|chat)$/,
];

export const articlePath = (slug: string) => `/articles/${slug}`;
export const adminArticleEditPath = (id: string) => `/admin/articles/${id}/edit`;

export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return appRoutePatterns.some((pattern) => pattern.test(path));
}
