import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, signedOut } from '../../../test/render';
import { detail, summary } from '../test-data';

describe('news in Greek', () => {
  it('asks for Greek articles first and marks the English ones with lang="en" and a badge', async () => {
    const fetch = mockFetch((url) => {
      if (url.startsWith('/api/me')) return signedOut;
      // The server puts the Greek articles first when asked with lang=el.
      const articles = [
        summary(2, { title: 'Νέος νόμος για τις εταιρείες', language: 'el' }),
        summary(1, { title: 'Company Law Update', language: 'en' }),
        summary(0, { title: 'An article from before languages' }),
      ];
      return { status: 200, body: { articles, page: 1, pageSize: 9, total: 3 } };
    });
    renderApp('/el/news', undefined, { language: 'el' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Νέα και δημοσιεύσεις' }),
    ).toBeInTheDocument();
    const greek = await screen.findByRole('link', { name: 'Νέος νόμος για τις εταιρείες' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/articles?page=1&pageSize=9&lang=el',
      expect.anything(),
    );
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Νέος νόμος για τις εταιρείες',
      'Company Law Update',
      'An article from before languages',
    ]);

    expect(greek).toHaveAttribute('href', '/el/articles/article-2');
    expect(greek.closest('[lang]')).toHaveAttribute('lang', 'el');
    expect(within(cards[0]!).queryByText('Στα αγγλικά')).not.toBeInTheDocument();
    for (const card of cards.slice(1)) {
      expect(within(card).getByText('Στα αγγλικά')).toBeVisible();
      expect(within(card).getByRole('heading').closest('[lang]')).toHaveAttribute('lang', 'en');
    }
    // Categories and dates in Greek.
    expect(within(cards[0]!).getByText('Εταιρικό Δίκαιο')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('4 Μαρτίου 2026')).toBeInTheDocument();
  });

  it('states the language of an English article on its body on a Greek page', async () => {
    mockFetch((url) =>
      url.startsWith('/api/me')
        ? signedOut
        : { status: 200, body: detail({ title: 'Company Law Update', language: 'en' }) },
    );
    renderApp('/el/articles/article-1', undefined, { language: 'el' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Company Law Update' });
    expect(title.closest('[lang]')).toHaveAttribute('lang', 'en');
    const body = screen.getByRole('heading', { level: 2, name: 'Heading' });
    expect(body.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Στα αγγλικά')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Επιστροφή στα νέα' })).toHaveAttribute(
      'href',
      '/el#news',
    );
    expect(screen.getByText('Συντάκτης: Konstantinos Christou')).toBeInTheDocument();
  });
});
