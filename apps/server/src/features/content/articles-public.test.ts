import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleListResponse } from '@lexbridge/shared/schemas/articles';
import { useTestApp } from '../../test/suite';
import { findPublishedArticleBySlug } from './articles-service';
import { createArticle } from '../../test/factories';

describe('public articles API', () => {
  const t = useTestApp();
  beforeAll(async () => {
    // Published one after another, so the later ones are newer.
    for (const n of [1, 2, 3]) {
      await createArticle(
        t,
        { title: `Published ${n}`, slug: `published-${n}` },
        { published: true },
      );
    }
    await createArticle(t, { title: 'Draft', slug: 'draft-article' });
  });

  const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/articles${query}` });

  it('lists only published articles, newest first, without their bodies', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json<ArticleListResponse>();
    expect(body.articles.map((a) => a.slug)).toEqual(['published-3', 'published-2', 'published-1']);
    expect(body.total).toBe(3);
    expect(body.articles[0]).not.toHaveProperty('content');
    expect(body.articles[0]!.pdfUrl).toBeNull();
  });

  it('pages through the list', async () => {
    const body = (await list('?page=2&pageSize=2')).json<ArticleListResponse>();
    expect(body.articles.map((a) => a.slug)).toEqual(['published-1']);
    expect(body).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect((await list('?pageSize=500')).json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'The page size must be between 1 and 50.' },
    });
  });

  it('answers 404 for a page past the last and 400 for a page that is no page number, never 500', async () => {
    for (const query of ['?page=3&pageSize=2', '?page=2', '?page=999999999']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(404);
      expect(response.json(), query).toEqual({
        error: { code: 'NOT_FOUND', message: 'There is no such page of articles.' },
      });
    }
    for (const query of ['?page=0', '?page=x', `?page=${'9'.repeat(30)}`, '?page=1e300']) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
    const greek = await t.app.inject({
      method: 'GET',
      url: '/api/articles?page=9',
      headers: { 'accept-language': 'el' },
    });
    expect(greek.json().error.message).toBe('Δεν υπάρχει τέτοια σελίδα άρθρων.');
    const none = (await list('?withPdf=true')).json<ArticleListResponse>();
    expect(none).toMatchObject({ articles: [], page: 1, total: 0 });
  });

  it('lists only articles with a publication file when asked', async () => {
    const body = (await list('?withPdf=true')).json<ArticleListResponse>();
    expect(body).toMatchObject({ articles: [], total: 0 });
  });

  it('shows a published article by slug with its body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/articles/published-2' });
    expect(response.statusCode).toBe(200);
    const article = response.json<ArticleDetail>();
    expect(article).toMatchObject({ title: 'Published 2', category: 'Corporate Law' });
    expect(article.content).toContain('## Overview');
    expect(Date.parse(article.publishedAt)).not.toBeNaN();
  });

  it('answers 404 for an unpublished or unknown slug', async () => {
    for (const slug of ['draft-article', 'no-such-article']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/articles/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'This article does not exist or is not published.' },
      });
    }
  });

  it('findPublishedArticleBySlug (for server rendering) sees only published articles', async () => {
    expect((await findPublishedArticleBySlug(t.db, 'published-1'))?.title).toBe('Published 1');
    expect(await findPublishedArticleBySlug(t.db, 'draft-article')).toBeNull();
    expect(await findPublishedArticleBySlug(t.db, 'missing')).toBeNull();
  });
});
