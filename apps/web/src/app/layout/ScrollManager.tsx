import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { splitLanguagePath } from '@lexbridge/shared/i18n/languages';

/** How long to keep a hash target in view while content above it (e.g. news) is still loading. */
const SETTLE_MS = 1500;

/**
 * Scrolls to the element named by the URL hash after every navigation (also when the same link is
 * followed twice, via `key`), or to the top when a new page opens without a hash.
 */
export function ScrollManager() {
  const { pathname: path, hash, key } = useLocation();
  // The same page in another language is not a new page: switching keeps the reader's place.
  const pathname = splitLanguagePath(path).path;
  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    const newPage = lastPathname.current !== pathname;
    lastPathname.current = pathname;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) {
      if (newPage) window.scrollTo(0, 0);
      return;
    }
    target.scrollIntoView();
    if (typeof ResizeObserver === 'undefined') return;
    // Sections above the target may grow once their data arrives; follow the target until then,
    // unless the visitor starts scrolling themselves.
    let userScrolled = false;
    const stop = () => (userScrolled = true);
    window.addEventListener('wheel', stop, { passive: true, once: true });
    window.addEventListener('touchmove', stop, { passive: true, once: true });
    window.addEventListener('keydown', stop, { once: true });
    const observer = new ResizeObserver(() => {
      if (!userScrolled) target.scrollIntoView();
    });
    observer.observe(document.body);
    const timer = window.setTimeout(() => observer.disconnect(), SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
      window.removeEventListener('keydown', stop);
    };
  }, [pathname, hash, key]);

  return null;
}
