import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAppRoute } from '@lexbridge/shared/routes';
import {
  defaultLanguage,
  localizePath,
  splitLanguagePath,
  type Language,
} from '@lexbridge/shared/i18n/languages';
import { paymentsModeQueryKey, type PaymentsMode } from '@lexbridge/shared/schemas/payments';
import { translator } from '../../platform/i18n/translator';
import { languageAlternates } from '../../platform/i18n/alternates';
import { renderHead, scriptJson } from './head';
import { resolvePage } from './page-data';
import { preferredLanguage, privatePageLanguage } from './page-language';
import type { SsrRender } from './ssr-renderer';
import type { readPagePreloads } from './page-preloads';
import { ask } from '../../platform/authz/ask';
import { pagesPolicy } from './policy';
import { siteFor } from '../site';
import { sitePreviewQueryKey, siteQueryKey } from '@lexbridge/shared/site/query-key';
import { previewSite } from './site-preview';

export type HtmlResponse = {
  status: number;
  html: string;
  location?: string;
  vary?: string;
  /** Sent with `X-Robots-Tag: noindex` (the page's manifest entry says so). */
  noindex?: boolean;
  /** The Cache-Control header when not the default (`no-cache`): an admin's draft preview. */
  cacheControl?: string;
};

/** A draft preview is the admin's alone: never stored by the browser or any cache between. */
const PREVIEW_CACHE_CONTROL = 'private, no-store';

// Page text goes in through replacer functions, never replacement strings: in a string, `$'`,
// `$&` or `$1` written in an article would be expanded by String.replace and corrupt the page.

/** Replaces the template's own title and description with the page's head tags. */
function withHead(template: string, head: string) {
  return template
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${head}\n  </head>`);
}

const withLanguage = (template: string, language: Language) =>
  template.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);

/**
 * Answers a browser's or crawler's request for a page. Public pages live at one URL per language
 * (`/x`, `/el/x`): a first visit to the default language's URL by someone who prefers another
 * (their cookie, else Accept-Language), arriving from another site, is redirected there; the others come fully rendered in
 * their language with hreflang alternates. Signed-in and admin pages get the plain shell in the
 * user's language; unknown paths get it with a 404. `scriptNonce` is the response's CSP nonce.
 * Pages whose manifest entry is `noindex` say so in their head and in an X-Robots-Tag header.
 * Every page of the app names its code for the browser to fetch early (`pagePreloads`).
 */
export function createPageResponder(
  app: FastifyInstance,
  template: string,
  ssrRender: SsrRender | null,
  pagePreloads: ReturnType<typeof readPagePreloads> = () => '',
) {
  const respond = async (
    request: FastifyRequest,
    url: URL,
    scriptNonce: string,
  ): Promise<HtmlResponse> => {
    ask(request, pagesPolicy.view, {});
    const route = findAppRoute(url.pathname);
    const { language: urlLanguage, path } = splitLanguagePath(url.pathname);
    if (!route) {
      const t = translator(urlLanguage);
      const head = renderHead({
        meta: {
          title: t('pages:notFound.title'),
          description: t('pages:notFound.description'),
          noindex: true,
        },
        canonicalUrl: '',
      });
      return { status: 404, html: withHead(withLanguage(template, urlLanguage), head) };
    }
    if (route.access !== 'public') {
      return { status: 200, html: withLanguage(template, await privatePageLanguage(request)) };
    }

    // The default language's URLs answer by the visitor's preference, so caches must key on it.
    const vary = urlLanguage === defaultLanguage ? 'Cookie, Accept-Language' : undefined;
    const preferred = preferredLanguage(request);
    // Only a visitor arriving from elsewhere is sent to their language: a link or the switch on
    // this site (say, to the English page in a new tab) means this very page.
    const fromThisSite = request.headers['sec-fetch-site'] === 'same-origin';
    if (urlLanguage === defaultLanguage && preferred !== defaultLanguage && !fromThisSite) {
      return {
        status: 302,
        html: '',
        location: localizePath(url.pathname, preferred) + url.search,
        vary,
      };
    }

    const language = urlLanguage;
    const shell = withLanguage(template, language);
    const t = translator(language);
    const { publicUrl } = app.deps.config;
    // From this instance's memory: rendering a page never waits on the database for the site,
    // except an admin's draft preview (`?preview=draft`), read once from the database.
    const rendered = ssrRender !== null && route.serverRendered;
    const draft = rendered ? await previewSite(app, request, url, language) : null;
    const site = draft ?? siteFor(app, language);
    const preview = draft ? { cacheControl: PREVIEW_CACHE_CONTROL } : {};
    const page = rendered
      ? await resolvePage({ db: app.deps.db, publicUrl, language, t, site }, url, path)
      : null;
    if (!page) return { status: 200, html: shell, vary, ...preview };
    // A page in one language only (an article) names its own; every other page is in both.
    const alternates = route.indexable
      ? (page.head.alternates ?? languageAlternates(publicUrl, path))
      : {};
    if (page.redirectTo)
      return {
        status: page.status,
        html: '',
        location: localizePath(page.redirectTo, language) + url.search,
        vary,
        ...preview,
      };
    const siteName = site.identity.name.text;
    const document = withHead(shell, renderHead({ ...page.head, alternates, siteName }));
    if (!page.render) return { status: page.status, html: document, vary, ...preview };
    try {
      // Every rendered page says whether payments are in test mode, so its HTML carries the notice.
      const paymentsMode: PaymentsMode = { testMode: app.deps.config.payments.testModeBanner };
      const prefetched = [
        ...page.prefetched,
        { queryKey: paymentsModeQueryKey, data: paymentsMode },
        // A preview's draft has its own key and the flag that tells the app to read it.
        { queryKey: siteQueryKey(language, draft !== null), data: site },
        ...(draft ? [{ queryKey: sitePreviewQueryKey, data: true }] : []),
      ];
      const { html, state } = await ssrRender!(url.href, prefetched, language);
      // A data block runs nothing, but its nonce keeps the page clear of any unapproved inline script.
      const nonce = scriptNonce ? ` nonce="${scriptNonce}"` : '';
      const root = `<div id="root">${html}</div>\n    <script type="application/json" id="ssr-state"${nonce}>${scriptJson(state)}</script>`;
      return {
        status: page.status,
        html: document.replace('<div id="root"></div>', () => root),
        vary,
        ...preview,
      };
    } catch (error) {
      // The browser can still render the page itself; a crawler gets the head at least.
      app.log.error(
        { err: error, url: url.pathname },
        'server rendering failed; sending the app shell',
      );
      return { status: page.status, html: document, vary, ...preview };
    }
  };
  return async (request: FastifyRequest, url: URL, scriptNonce = ''): Promise<HtmlResponse> => {
    const response: HtmlResponse = await respond(request, url, scriptNonce);
    const route = findAppRoute(url.pathname);
    if (!route) return response;
    const preloads = pagePreloads(route);
    const html = preloads
      ? response.html.replace('</head>', () => `    ${preloads}\n  </head>`)
      : response.html;
    return { ...response, html, ...(route.noindex ? { noindex: true } : {}) };
  };
}
