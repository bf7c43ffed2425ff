import type { FastifyInstance } from 'fastify';
import {
  articlePath,
  noindexPaths,
  privatePathPrefixes,
  publicPathsUnderPrivatePrefixes,
  sitemapPaths,
} from '@lexbridge/shared/routes';
import {
  defaultLanguage,
  languages,
  localizePath,
  type Language,
} from '@lexbridge/shared/i18n/languages';
import { languageAlternates, singleLanguageAlternates } from '../../platform/i18n/alternates';
import { listPublishedArticleDates } from './articles-service';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { contentPolicy } from './policy';
import { siteFor } from '../site';

const inEveryLanguage = (path: string) => languages.map((language) => localizePath(path, language));

/**
 * Paths crawlers should skip: the private pages of the route manifest, the portal areas planned at
 * these paths (skipped before their pages exist), and the API; each once. Pages kept out of search
 * results are not here: a crawler must fetch them to read their noindex (a page it may not fetch
 * can still be listed by its bare address, from a link).
 */
const DISALLOWED = [
  ...new Set([...privatePathPrefixes, '/matters', '/documents', '/messages', '/invoices', '/api/']),
];

/** Public pages a private prefix also covers (/admin-access under /admin); the longer rule wins. */
const ALLOWED = [
  ...new Set([...publicPathsUnderPrivatePrefixes, ...noindexPaths.flatMap(inEveryLanguage)]),
].filter((path) => DISALLOWED.some((prefix) => path !== prefix && path.startsWith(prefix)));

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sitemapRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, contentPolicy.read);
  const { db, config } = app.deps;

  /** A page in every language, each entry naming all of them as alternates. */
  const urlEntries = (path: string, lastmod?: Date) => {
    const alternates = languageAlternates(config.publicUrl, path);
    const links = Object.entries(alternates).map(
      ([hreflang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return languages.map(
      (language) =>
        `  <url><loc>${escapeXml(alternates[language]!)}</loc>${modified}${links.join('')}</url>`,
    );
  };

  /** A page written in one language (an article): listed under that language only. */
  const singleLanguageEntry = (path: string, language: Language, lastmod: Date) => {
    const url = escapeXml(singleLanguageAlternates(config.publicUrl, path, language)[language]!);
    const link = `<xhtml:link rel="alternate" hreflang="${language}" href="${url}"/>`;
    return `  <url><loc>${url}</loc><lastmod>${lastmod.toISOString()}</lastmod>${link}</url>`;
  };

  app.get('/sitemap.xml', async (_request, reply) => {
    const articleDates = await listPublishedArticleDates(db);
    const entries = [
      ...sitemapPaths.flatMap((path) => urlEntries(path)),
      // The published site's shown practice areas (hidden ones are not in its public view).
      ...siteFor(app, defaultLanguage).practiceAreas.flatMap((area) => urlEntries(`/${area.slug}`)),
      ...articleDates.map(({ slug, language, updatedAt }) =>
        singleLanguageEntry(articlePath(slug), language, updatedAt),
      ),
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(xml);
  });

  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      // '/admin' also prefixes the public /admin-access page; the longer Allow rule wins (RFC 9309).
      ...ALLOWED.map((path) => `Allow: ${path}`),
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });
}
