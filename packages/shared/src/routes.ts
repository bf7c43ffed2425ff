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
  /^\/admin\/(messages|chat)$/,
];

export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return appRoutePatterns.some((pattern) => pattern.test(path));
}
