import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary } from '@lexbridge/shared/schemas/articles';
import { articles } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { articleInput, createAdmin, createArticle } from '../../test/factories';

describe('articles carry their language', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = (await createAdmin(t)).cookie;
  });

  const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie: admin, origin: TEST_PUBLIC_URL }, payload });

  it('is English unless the admin chooses Greek, and an update without it keeps it', async () => {
    const english = await asAdmin('POST', '/api/admin/articles', articleInput({ slug: 'en-1' }));
    expect(english.statusCode).toBe(201);
    expect(english.json().language).toBe('en');

    const greek = await asAdmin(
      'POST',
      '/api/admin/articles',
      articleInput({ slug: 'el-1', title: 'Νέοι κανόνες', language: 'el' }),
    );
    expect(greek.json().language).toBe('el');
    const id = greek.json().id as string;
    const kept = await asAdmin('PUT', `/api/admin/articles/${id}`, articleInput({ slug: 'el-1' }));
    expect(kept.json().language).toBe('el');
    const changed = await asAdmin(
      'PUT',
      `/api/admin/articles/${id}`,
      articleInput({ slug: 'el-1', language: 'en' }),
    );
    expect(changed.json().language).toBe('en');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie: admin, origin: TEST_PUBLIC_URL, 'accept-language': 'el' },
      payload: articleInput({ slug: 'fr-1', language: 'fr' as 'en' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Επιλέξτε Αγγλικά ή Ελληνικά.');
  });

  it('lists Greek articles first for lang=el, each group newest first', async () => {
    await t.db.delete(articles);
    const publish = async (slug: string, language: 'en' | 'el', daysAgo: number) => {
      const id = await createArticle(t, { slug, language }, { published: true });
      await t.db
        .update(articles)
        .set({ publishedAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .where(eq(articles.id, id));
    };
    await publish('en-new', 'en', 1);
    await publish('el-old', 'el', 5);
    await publish('en-old', 'en', 4);
    await publish('el-new', 'el', 2);

    const list = async (query: string) => {
      const response = await t.app.inject({ url: `/api/articles?pageSize=10${query}` });
      expect(response.statusCode).toBe(200);
      return (response.json().articles as ArticleSummary[]).map((a) => [a.slug, a.language]);
    };
    expect(await list('')).toEqual([
      ['en-new', 'en'],
      ['el-new', 'el'],
      ['en-old', 'en'],
      ['el-old', 'el'],
    ]);
    expect(await list('&lang=el')).toEqual([
      ['el-new', 'el'],
      ['el-old', 'el'],
      ['en-new', 'en'],
      ['en-old', 'en'],
    ]);
    expect((await t.app.inject({ url: '/api/articles?lang=fr' })).statusCode).toBe(400);
    const detail = await t.app.inject({ url: '/api/articles/el-new' });
    expect(detail.json().language).toBe('el');
  });
});
