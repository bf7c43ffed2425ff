import type { PageMeta } from '@lexbridge/shared/seo';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: `<` is escaped so no value can close the tag. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export type HeadInput = {
  meta: PageMeta;
  canonicalUrl: string;
  /** The same page in each language (hreflang -> URL), `x-default` included. */
  alternates?: Record<string, string>;
  ogType?: 'website' | 'article';
  jsonLd?: object[];
  /** The firm's name (Open Graph's site name); the page responder adds it from the site. */
  siteName?: string;
};

/** Title, description, canonical link, Open Graph/Twitter tags and JSON-LD for a page's <head>. */
export function renderHead({
  meta,
  canonicalUrl,
  alternates = {},
  ogType = 'website',
  jsonLd = [],
  siteName = '',
}: HeadInput): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const url = escapeHtml(canonicalUrl);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    meta.noindex
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${url}" />`,
    ...(meta.noindex ? [] : Object.entries(alternates)).map(
      ([hreflang, href]) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    ...(siteName ? [`<meta property="og:site_name" content="${escapeHtml(siteName)}" />`] : []),
    `<meta property="og:type" content="${ogType}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    '<meta name="twitter:card" content="summary" />',
    ...jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}
