import { beforeAll, describe, expect, it } from 'vitest';
import {
  articleQueryKey,
  inLanguage,
  latestNewsQuery,
  publishedArticlesQueryKey,
} from '@lexbridge/shared/articles/query-keys';
import { useTestApp } from '../../test/suite';
import { seedArticlesIfEmpty } from '../content/articles-seed';
import { listPublishedArticles } from '../content/articles-service';
import { createNodeI18n } from '@lexbridge/shared/i18n/node-i18n';
import { namespaces } from '@lexbridge/shared/i18n/namespaces';
import { resolvePage } from './page-data';
import { siteFor } from '../site';

describe('server-rendered article pages', () => {
  const t = useTestApp();
  let slug: string;
  beforeAll(async () => {
    await seedArticlesIfEmpty(t.db);
    slug = (await listPublishedArticles(t.db, { page: 1, pageSize: 1 }))!.articles[0]!.slug;
  });

  const en = createNodeI18n('en').getFixedT('en', [...namespaces]);
  const page = (pathAndQuery: string) => {
    const url = new URL(pathAndQuery, t.config.publicUrl);
    return resolvePage(
      {
        db: t.db,
        publicUrl: t.config.publicUrl,
        language: 'en',
        t: en,
        site: siteFor(t.app, 'en'),
      },
      url,
      url.pathname,
    );
  };

  it('gives an article its own head, JSON-LD and query-cache entry', async () => {
    const result = await page(`/articles/${slug}`);
    expect(result?.status).toBe(200);
    expect(result?.render).toBe(true);
    const [entry] = result!.prefetched;
    expect(entry?.queryKey).toEqual(articleQueryKey(slug));
    const article = entry!.data as { title: string; summary: string };
    expect(result?.head.meta).toEqual({
      title: `${article.title} | KC Law`,
      description: article.summary,
    });
    expect(result?.head.canonicalUrl).toBe(`${t.config.publicUrl}/articles/${slug}`);
    expect(result?.head.jsonLd?.[0]).toMatchObject({ '@type': 'Article', headline: article.title });
  });

  it('answers 404 without rendering for an unknown or unpublished slug', async () => {
    const result = await page('/articles/no-such-article');
    expect(result).toMatchObject({ status: 404, render: false, head: { meta: { noindex: true } } });
  });

  it('puts the latest news into the home page and the asked page into /news', async () => {
    const home = await page('/');
    const news = home!.prefetched.find(
      (entry) =>
        JSON.stringify(entry.queryKey) ===
        JSON.stringify(publishedArticlesQueryKey(latestNewsQuery)),
    );
    expect((news?.data as { articles: unknown[] }).articles).toHaveLength(5);

    const greekHome = await resolvePage(
      {
        db: t.db,
        publicUrl: t.config.publicUrl,
        language: 'el',
        t: createNodeI18n().getFixedT('el', [...namespaces]),
        site: siteFor(t.app, 'el'),
      },
      new URL('/el', t.config.publicUrl),
      '/',
    );
    // The Greek page's cache is keyed as the Greek page asks: Greek articles first.
    expect(greekHome!.prefetched.map((entry) => entry.queryKey)).toContainEqual(
      publishedArticlesQueryKey(inLanguage(latestNewsQuery, 'el')),
    );

    const first = await page('/news?page=1');
    expect(first!.prefetched[0]!.queryKey).toEqual(
      publishedArticlesQueryKey({ page: 1, pageSize: 9 }),
    );
  });

  it('answers 404 without rendering for a news page that does not exist', async () => {
    // Five seeded articles fit on page 1 (nine a page): page 2 is past the last.
    for (const query of ['?page=2', '?page=0', '?page=-1', '?page=x', '?page=1.5', '?page=1e3']) {
      const result = await page(`/news${query}`);
      expect(result, query).toMatchObject({
        status: 404,
        render: false,
        head: { meta: { noindex: true } },
      });
    }
    expect(await page(`/news?page=${'9'.repeat(400)}`)).toMatchObject({ status: 404 });
    expect(await page('/news')).toMatchObject({ status: 200, render: true });
  });
});
