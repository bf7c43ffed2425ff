import { useCallback, useState } from 'react';

/** The cookie remembering whether the admin sidebar is expanded ('true') or collapsed ('false'). */
export const SIDEBAR_COOKIE = 'sidebar_state';
/** The spec keeps the choice for 7 days. */
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/** Whether the remembered state is expanded; expanded when nothing (or nonsense) is stored. */
export function readSidebarExpanded(cookies: string): boolean {
  const value = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === SIDEBAR_COOKIE)?.[1];
  return value !== 'false';
}

function rememberSidebarExpanded(expanded: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/**
 * The sidebar's expanded state, read from the cookie on the very first render. Admin pages are
 * never server-rendered (the server sends the empty app shell), so the first paint is this first
 * client render: reading the cookie synchronously here already paints the remembered width, with
 * no flash and nothing for the server to add to the shell.
 */
export function useSidebarExpanded() {
  const [expanded, setExpanded] = useState(() =>
    typeof document === 'undefined' ? true : readSidebarExpanded(document.cookie),
  );
  const toggle = useCallback(() => {
    setExpanded((current) => {
      rememberSidebarExpanded(!current);
      return !current;
    });
  }, []);
  return { expanded, toggle };
}
