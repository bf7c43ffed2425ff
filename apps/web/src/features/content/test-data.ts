import type { ArticleDetail, ArticleSummary } from '@lexbridge/shared/schemas/articles';

/** Test-only API answers for the content feature. */
export function summary(n: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: `id-${n}`,
    slug: `article-${n}`,
    title: `Article ${n}`,
    summary: `Summary ${n}`,
    category: 'Corporate Law',
    featured: false,
    authorName: 'Konstantinos Christou',
    tags: [],
    publishedAt: '2026-03-04T09:00:00Z',
    language: 'en',
    pdfUrl: null,
    ...overrides,
  };
}

export function detail(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...summary(1),
    content: '## Heading\n\nBody text.',
    updatedAt: '2026-03-05T09:00:00Z',
    ...overrides,
  };
}

export const list = (articles: ArticleSummary[]) => ({
  status: 200,
  body: { articles, page: 1, pageSize: 6, total: articles.length },
});
