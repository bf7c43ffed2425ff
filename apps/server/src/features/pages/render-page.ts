import type { FastifyInstance } from 'fastify';
import { findAppRoute } from '@lexbridge/shared/routes';
import { splitLanguagePath } from '@lexbridge/shared/i18n/languages';
import { renderHead, scriptJson } from './head';
import { resolvePage } from './page-data';
import type { SsrRender } from './ssr-renderer';

export type HtmlResponse = { status: number; html: string };

const notFoundHead = renderHead({
  meta: { title: 'Page not found', description: 'This page does not exist.', noindex: true },
  canonicalUrl: '',
});

/** Replaces the template's own title and description with the page's head tags. */
function withHead(template: string, head: string) {
  return template
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${head}\n  </head>`);
}

/**
 * Answers a browser's or crawler's request for a page: the route manifest's server-rendered pages
 * come fully rendered with their head and query cache; other app pages get the plain shell;
 * unknown paths get it with a 404. `scriptNonce` is the response's Content-Security-Policy nonce.
 */
export function createPageResponder(
  app: FastifyInstance,
  template: string,
  ssrRender: SsrRender | null,
) {
  return async (url: URL, scriptNonce = ''): Promise<HtmlResponse> => {
    const route = findAppRoute(url.pathname);
    if (!route) return { status: 404, html: withHead(template, notFoundHead) };
    const page =
      ssrRender && route.serverRendered
        ? await resolvePage({ db: app.deps.db, publicUrl: app.deps.config.publicUrl }, url)
        : null;
    if (!page) return { status: 200, html: template };
    const document = withHead(template, renderHead(page.head));
    if (!page.render) return { status: page.status, html: document };
    try {
      const { html, state } = await ssrRender!(
        url.href,
        page.prefetched,
        splitLanguagePath(url.pathname).language,
      );
      // A data block runs nothing, but its nonce keeps the page clear of any unapproved inline script.
      const nonce = scriptNonce ? ` nonce="${scriptNonce}"` : '';
      const root = `<div id="root">${html}</div>\n    <script type="application/json" id="ssr-state"${nonce}>${scriptJson(state)}</script>`;
      return { status: page.status, html: document.replace('<div id="root"></div>', root) };
    } catch (error) {
      // The browser can still render the page itself; a crawler gets the head at least.
      app.log.error(
        { err: error, url: url.pathname },
        'server rendering failed; sending the app shell',
      );
      return { status: page.status, html: document };
    }
  };
}
