import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, signedOut } from '../../../test/render';
import { summary } from '../test-data';

describe('NewsPage', () => {
  it('lists every published article a page at a time', async () => {
    const fetch = mockFetch((url) => {
      if (url.startsWith('/api/me')) return signedOut;
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const articles = page === 1 ? [summary(12), summary(11)] : [summary(3)];
      return { status: 200, body: { articles, page, pageSize: 9, total: 12 } };
    });
    const user = userEvent.setup();
    renderApp('/news');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'News & Publications' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Article 12' })).toHaveAttribute(
      'href',
      '/articles/article-12',
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Article 3' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/news?page=1');
    expect(fetch).toHaveBeenCalledWith('/api/articles?page=2&pageSize=9', expect.anything());
  });

  it('says so when nothing is published', async () => {
    mockFetch((url) =>
      url.startsWith('/api/me')
        ? signedOut
        : { status: 200, body: { articles: [], page: 1, pageSize: 9, total: 0 } },
    );
    renderApp('/news');
    expect(await screen.findByText('No articles have been published yet.')).toBeInTheDocument();
  });

  it.each(['/news?page=0', '/news?page=x', '/news?page=1.5', '/news?page=-2'])(
    'shows the Not-found page for %s without asking for articles',
    async (path) => {
      const fetch = mockFetch((url) =>
        url.startsWith('/api/me')
          ? signedOut
          : { status: 200, body: { articles: [], page: 1, pageSize: 9, total: 0 } },
      );
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeVisible();
      expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/articles'))).toBe(false);
    },
  );

  it('shows the Not-found page for a page past the last one', async () => {
    mockFetch((url) =>
      url.startsWith('/api/me')
        ? signedOut
        : {
            status: 404,
            body: { error: { code: 'NOT_FOUND', message: 'There is no such page of articles.' } },
          },
    );
    renderApp('/news?page=40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
