import { useEffect, useState, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

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
function followInApp(event: MouseEvent<HTMLElement>, navigate: (to: string) => void) {
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

/**
 * A section with nothing to interact with but links (texts, cards, figures). The page a visitor
 * opens comes rendered by the server, and hydrating it costs a phone's processor more than
 * anything else on a long page; so while the app hydrates, the browser keeps this section's HTML
 * as the server wrote it (already in the page's language) and never renders the component there.
 * Its links are followed inside the app all the same. Opened any other way (a link inside the
 * app, a change of language), the section renders normally. `name` marks the place, one per page.
 */
export function keepServerHtml<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
): ComponentType<Props> {
  return function ServerHtml(props: Props) {
    const [html] = useState(() => serverHtml.get(name));
    const navigate = useNavigate();
    // Only the hydrating render uses the server's HTML: a later page shows the current texts.
    useEffect(() => void serverHtml.delete(name), []);
    if (html === undefined)
      return (
        <div data-static={name}>
          <Component {...props} />
        </div>
      );
    return (
      <div
        data-static={name}
        onClick={(event) => followInApp(event, navigate)}
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
    );
  };
}
