import { createElement, useEffect, useState, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { splitPart } from './split-parts';

/** The server's HTML of each static place, noted before hydration; a place uses it once. */
const serverHtml = new Map<string, string>();

/** Notes the server's HTML of every static place of the page. The app's entry calls it first. */
export function noteStaticPlaces() {
  for (const place of document.querySelectorAll<HTMLElement>('[data-static]'))
    serverHtml.set(place.dataset.static!, place.innerHTML);
}

/**
 * Follows a link of the kept HTML inside the app, as a router link would: a plain click on a link
 * to this site, not one meant for a new tab or a download.
 */
export function followInApp(event: MouseEvent<HTMLElement>, navigate: (to: string) => void) {
  const link = (event.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

/** The code of every kept place declared so far, to fetch before the language changes. */
const keptParts = new Set<() => Promise<unknown>>();

/**
 * Fetches the code of every kept place, so that a change of language, which makes them render,
 * finds it here and never suspends the page into a loading screen (LanguageSync waits for it).
 */
export function loadKeptPlaces(): Promise<unknown> {
  return Promise.all([...keptParts].map((start) => start()));
}

/**
 * A section with nothing to interact with but links (texts, cards, figures). The page a visitor
 * opens comes rendered by the server, and hydrating it costs a phone's processor more than
 * anything else on a long page; so while the app hydrates, the browser keeps this section's HTML
 * as the server wrote it (in the page's language) and never renders the component there, nor
 * downloads its code: `load` fetches it (its own chunk) only when the section must render: when
 * the language changes, or when the section is opened any other way (a link inside the app).
 * Until its code is here it suspends, so a navigation keeps the previous page on screen
 * meanwhile. Links of the kept HTML are followed inside the app. `name` marks the place, one per
 * page.
 */
export function keepServerHtml<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const part = splitPart(load);
  keptParts.add(part.start);
  // A page opened by a link inside the app has no server HTML for the place: its code is fetched
  // at once, beside the page's own, rather than one after the other.
  if (typeof document !== 'undefined' && !document.querySelector(`[data-static="${name}"]`))
    void part.start().catch(() => {}); // a failure shows when the section renders

  return function ServerHtml(props: Props) {
    const { i18n } = useTranslation();
    const [kept, setKept] = useState(() => {
      const html = serverHtml.get(name);
      return html === undefined ? null : { html, language: i18n.language };
    });
    const navigate = useNavigate();
    // Only the hydrating render uses the server's HTML: a later page shows the current texts.
    useEffect(() => void serverHtml.delete(name), []);
    // In another language the server's HTML is out of date: the section renders from then on.
    const outdated = kept !== null && kept.language !== i18n.language;
    if (outdated) setKept(null);
    if (kept && !outdated)
      return (
        <div
          key="kept"
          data-static={name}
          onClick={(event) => followInApp(event, navigate)}
          dangerouslySetInnerHTML={{ __html: kept.html }}
          suppressHydrationWarning
        />
      );
    return (
      <div key="rendered" data-static={name}>
        {createElement(part.component(), props)}
      </div>
    );
  };
}
