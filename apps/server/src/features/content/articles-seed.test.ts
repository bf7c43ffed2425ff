import { describe, expect, it } from 'vitest';
import { parseMarkup } from '@lexbridge/shared/articles/markup';
import { practiceAreas } from '@lexbridge/shared/firm/practice-areas';
import { articleInputSchema } from '@lexbridge/shared/schemas/articles';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { listPublishedArticles } from './articles-service';
import { seedArticles } from './articles-seed-data';
import { seedArticlesIfEmpty } from './articles-seed';
import { createAdmin } from '../../test/factories';

describe('sample articles on first start', () => {
  const t = useTestApp();

  it('are valid articles, one per practice area, using the markup', () => {
    for (const { publishedAt: _date, ...article } of seedArticles) {
      expect(articleInputSchema.safeParse(article).success, article.slug).toBe(true);
      const kinds = new Set(parseMarkup(article.content).map((block) => block.type));
      expect([...kinds].sort()).toEqual(['heading', 'list', 'paragraph']);
    }
    expect(seedArticles.map((a) => a.category).sort()).toEqual(
      practiceAreas.map((area) => area.title).sort(),
    );
  });

  it('are inserted once, even when two instances start together', async () => {
    const counts = await Promise.all([seedArticlesIfEmpty(t.db), seedArticlesIfEmpty(t.db)]);
    expect(counts.sort()).toEqual([0, 5]);
    expect(await seedArticlesIfEmpty(t.db)).toBe(0);
    const list = (await listPublishedArticles(t.db, { page: 1, pageSize: 10 }))!;
    expect(list.total).toBe(5);
    expect(list.articles[0]!.slug).toBe('cyprus-register-of-beneficial-owners');
  });

  it('are not brought back after an admin deletes them', async () => {
    const admin = (await createAdmin(t)).cookie;
    const list = (await listPublishedArticles(t.db, { page: 1, pageSize: 10 }))!;
    for (const article of list.articles.slice(1)) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/articles/${article.id}`,
        headers: { origin: TEST_PUBLIC_URL, cookie: admin },
      });
    }
    expect(await seedArticlesIfEmpty(t.db)).toBe(0);
    expect((await listPublishedArticles(t.db, { page: 1, pageSize: 10 }))!.total).toBe(1);
  });
});
