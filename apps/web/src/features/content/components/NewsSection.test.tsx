import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, signedOut } from '../../../test/render';
import { list, summary } from '../test-data';
import { NewsSection } from './NewsSection';

// The firm's static items, as the English catalog words them.
const fallbackTitles = [
  'Cyprus Company Law: Annual Return and Fee Reminders',
  'Buying Property in Cyprus as a Non-Resident',
  'Why Every Family Needs a Will in Cyprus',
];
const firstStaticPublication = 'Guide to GDPR Compliance for Cyprus Businesses';

const routes = [{ path: '/', element: <NewsSection /> }];

function serve(latest: () => unknown, publications: () => unknown = () => list([])) {
  return mockFetch((url) => {
    if (url.startsWith('/api/me')) return signedOut;
    if (url.includes('withPdf=true')) return publications() as never;
    if (url.startsWith('/api/articles?')) return latest() as never;
    return { status: 404 };
  });
}

describe('NewsSection', () => {
  it('shows 4 skeleton cards while loading', () => {
    serve(() => new Promise(() => {}));
    const { container } = renderApp('/', routes);
    expect(container.querySelector('#news')).not.toBeNull();
    expect(screen.getAllByTestId('article-card-skeleton')).toHaveLength(4);
  });

  it('lists published articles newest first with links to their pages', async () => {
    const fetch = serve(() => list([summary(2), summary(1)]));
    renderApp('/', routes);
    const link = await screen.findByRole('link', { name: 'Article 2' });
    expect(link).toHaveAttribute('href', '/articles/article-2');
    expect(screen.getByRole('link', { name: 'Article 1' })).toHaveAttribute(
      'href',
      '/articles/article-1',
    );
    expect(screen.getAllByText('March 4, 2026').length).toBeGreaterThan(0);
    expect(fetch).toHaveBeenCalledWith('/api/articles?page=1&pageSize=6', expect.anything());
    expect(screen.queryByTestId('article-card-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByText(fallbackTitles[0]!)).not.toBeInTheDocument();
  });

  it('shows the static fallback articles when none are published', async () => {
    serve(() => list([]));
    renderApp('/', routes);
    for (const title of fallbackTitles) expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it('offers Download PDF only for publications with a file, filled up with static ones', async () => {
    serve(
      () => list([summary(1)]),
      () => list([summary(7, { title: 'Guide with file', pdfUrl: '/api/articles/article-7/pdf' })]),
    );
    renderApp('/', routes);
    await screen.findByText('Guide with file');
    const heading = screen.getByRole('heading', { name: 'Legal Publications' });
    const items = within(heading.parentElement!).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const download = within(items[0]!).getByRole('link', { name: /Download PDF/ });
    expect(download).toHaveAttribute('href', '/api/articles/article-7/pdf');
    expect(download).toHaveAttribute('download');
    expect(within(items[1]!).getByText(firstStaticPublication)).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Download PDF/ })).toHaveLength(1);
  });

  it('links to every article on /news', async () => {
    serve(() => list([]));
    renderApp('/', routes);
    expect(
      await screen.findByRole('link', { name: 'View All News & Publications' }),
    ).toHaveAttribute('href', '/news');
  });
});
