import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminArticle } from '@lexbridge/shared/schemas/articles';
import { mockFetch, renderApp, session } from '../../../test/render';
import { detail } from '../test-data';

const article = (n: number): AdminArticle => ({
  ...detail({ id: `a${n}`, slug: `article-${n}`, title: `Article ${n}` }),
  published: false,
  publishedAt: null,
  createdAt: '2026-05-01T09:00:00.000Z',
  pdf: null,
});

function articlesServer() {
  return mockFetch((url) => {
    if (url.startsWith('/api/me')) return session('admin@kclaw.test', true);
    const page = Number(new URL(url, 'http://x').searchParams.get('page'));
    const articles = page === 1 ? [article(25), article(24)] : [article(3)];
    return { status: 200, body: { articles, page, pageSize: 20, total: 21 } };
  });
}

describe('Articles (admin)', () => {
  it('lists the articles a page at a time, the page in the URL', async () => {
    const fetch = articlesServer();
    const user = userEvent.setup();
    const { location } = renderApp('/admin/articles');

    expect(await screen.findByText('Article 25')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/admin/articles?page=1&pageSize=20', expect.anything());
    const pages = screen.getByRole('navigation', { name: 'Pages of articles' });
    expect(pages).toHaveTextContent('Page 1 of 2');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Article 3')).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('names the pages in Greek', async () => {
    articlesServer();
    renderApp('/admin/articles', undefined, { language: 'el' });
    expect(await screen.findByRole('navigation', { name: 'Σελίδες άρθρων' })).toBeInTheDocument();
  });
});
