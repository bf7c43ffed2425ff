import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminArticle, AdminArticleListResponse } from '@lexbridge/shared/schemas/articles';
import { articles } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { articleInput, createAdmin, createArticle, createClient } from '../../test/factories';

describe('admin articles API', () => {
  const t = useTestApp();
  let admin: string;
  let client: string;
  beforeAll(async () => {
    admin = (await createAdmin(t)).cookie;
    client = (await createClient(t)).cookie;
  });

  const as = (cookie: string | undefined, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie, origin: TEST_PUBLIC_URL } : {},
      ...(payload ? { payload } : {}),
    });

  it('refuses every write to strangers (401) and clients (403)', async () => {
    const id = await createArticle(t, { slug: 'guarded' });
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/articles'],
      ['POST', '/api/admin/articles', articleInput({ slug: 'sneaky' })],
      ['PUT', `/api/admin/articles/${id}`, articleInput({ slug: 'guarded', title: 'Hacked' })],
      ['POST', `/api/admin/articles/${id}/publish`],
      ['POST', `/api/admin/articles/${id}/unpublish`],
      ['DELETE', `/api/admin/articles/${id}`],
      ['DELETE', `/api/admin/articles/${id}/pdf`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await as(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await as(client, method, url, payload);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().error.message).toBe('This action is for administrators only.');
    }
    const article = (await as(admin, 'GET', `/api/admin/articles/${id}`)).json<AdminArticle>();
    expect(article).toMatchObject({ title: 'New Company Law Rules', published: false });
  });

  it('creates drafts, edits them and lists every article with its status', async () => {
    const created = await as(
      admin,
      'POST',
      '/api/admin/articles',
      articleInput({ slug: 'draft-one' }),
    );
    expect(created.statusCode).toBe(201);
    const draft = created.json<AdminArticle>();
    expect(draft).toMatchObject({ published: false, publishedAt: null, pdf: null });

    const edited = await as(
      admin,
      'PUT',
      `/api/admin/articles/${draft.id}`,
      articleInput({ slug: 'draft-renamed', title: 'Renamed', tags: ['a', 'b'] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      slug: 'draft-renamed',
      title: 'Renamed',
      tags: ['a', 'b'],
    });

    const list = (await as(admin, 'GET', '/api/admin/articles')).json<AdminArticleListResponse>();
    expect(list.articles.find((a) => a.id === draft.id)).toMatchObject({ published: false });
  });

  it('lists the articles a page at a time, newest first, with the total', async () => {
    // Each a minute newer than the last (and than the file's other articles): inserts a moment
    // apart may share a timestamp where the clock reads milliseconds (PGlite), and tie.
    for (let n = 1; n <= 3; n += 1) {
      const id = await createArticle(t, { slug: `paged-${n}` });
      await t.db
        .update(articles)
        .set({ createdAt: new Date(Date.now() + n * 60_000) })
        .where(eq(articles.id, id));
    }
    const page = async (query: string) => {
      const response = await as(admin, 'GET', `/api/admin/articles${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json<AdminArticleListResponse>();
    };
    const first = await page('?pageSize=2');
    const second = await page('?page=2&pageSize=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.articles.map((a) => a.slug)).toEqual(['paged-3', 'paged-2']);
    expect(second.articles[0]!.slug).toBe('paged-1');
    expect(second.total).toBe(first.total);
    expect((await page('')).pageSize).toBe(20);
    expect((await as(admin, 'GET', '/api/admin/articles?pageSize=101')).statusCode).toBe(400);
  });

  it('sets published_at on the first publish and keeps it through unpublish and republish', async () => {
    const id = await createArticle(t, { slug: 'publish-once' });
    const first = (
      await as(admin, 'POST', `/api/admin/articles/${id}/publish`)
    ).json<AdminArticle>();
    expect(first.published).toBe(true);
    expect(first.publishedAt).not.toBeNull();

    const hidden = (
      await as(admin, 'POST', `/api/admin/articles/${id}/unpublish`)
    ).json<AdminArticle>();
    expect(hidden).toMatchObject({ published: false, publishedAt: first.publishedAt });
    expect((await as(undefined, 'GET', '/api/articles/publish-once')).statusCode).toBe(404);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = (
      await as(admin, 'POST', `/api/admin/articles/${id}/publish`)
    ).json<AdminArticle>();
    expect(again).toMatchObject({ published: true, publishedAt: first.publishedAt });
    expect((await as(undefined, 'GET', '/api/articles/publish-once')).statusCode).toBe(200);
  });

  it('keeps slugs unique with a clear message, on create and on edit', async () => {
    await createArticle(t, { slug: 'taken-slug' });
    const duplicate = await as(
      admin,
      'POST',
      '/api/admin/articles',
      articleInput({ slug: 'taken-slug' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: {
        code: 'SLUG_TAKEN',
        message: 'Another article already uses the slug "taken-slug". Choose a different slug.',
      },
    });
    const otherId = await createArticle(t, { slug: 'other-slug' });
    const edit = await as(
      admin,
      'PUT',
      `/api/admin/articles/${otherId}`,
      articleInput({ slug: 'taken-slug' }),
    );
    expect(edit.statusCode).toBe(409);
  });

  it('refuses malformed slugs and missing fields with the rule in words', async () => {
    const bad = await as(admin, 'POST', '/api/admin/articles', articleInput({ slug: 'Bad Slug' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/lowercase letters, numbers and single hyphens/);
    const empty = await as(admin, 'POST', '/api/admin/articles', articleInput({ title: ' ' }));
    expect(empty.json().error.message).toBe('Enter a title.');
  });

  it('deletes an article; a second delete says it does not exist', async () => {
    const id = await createArticle(t, { slug: 'to-delete' }, { published: true });
    expect((await as(admin, 'DELETE', `/api/admin/articles/${id}`)).statusCode).toBe(204);
    expect((await as(undefined, 'GET', '/api/articles/to-delete')).statusCode).toBe(404);
    const again = await as(admin, 'DELETE', `/api/admin/articles/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(
      'This article does not exist (it may have been deleted).',
    );
  });
});
