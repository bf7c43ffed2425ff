import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerLater, mockFetch, renderApp, signedOut } from '../../../test/render';
import { detail } from '../test-data';

describe('ArticlePage', () => {
  it('shows skeletons, then the article with its date, author, badge, tags and body', async () => {
    const article = answerLater();
    mockFetch((url) => (url.startsWith('/api/me') ? signedOut : article.pending));
    renderApp('/articles/article-1');
    expect(await screen.findByTestId('article-skeleton')).toBeInTheDocument();
    article.answer({
      status: 200,
      body: detail({ title: 'Company Law Update', tags: ['companies', 'AML'] }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company Law Update' }),
    ).toBeInTheDocument();
    expect(screen.getByText('March 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('By Konstantinos Christou')).toBeInTheDocument();
    expect(screen.getByText('Corporate Law')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('companiesAML');
    expect(screen.getByRole('heading', { level: 2, name: 'Heading' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/#news');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/#contact');
  });

  it('goes to the Not-found page at /404 for an unknown or unpublished slug', async () => {
    const fetch = mockFetch((url) => {
      if (url.startsWith('/api/me')) return signedOut;
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } };
    });
    const { location } = renderApp('/articles/no-such-article');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/404');
    // No retry on a 404: one request for the article.
    expect(
      fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/articles')),
    ).toHaveLength(1);
  });
});
