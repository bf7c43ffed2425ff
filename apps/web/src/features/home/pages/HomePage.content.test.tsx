import { screen, within } from '@testing-library/react';
import { seedCopy } from '@lexbridge/shared/site/test-helpers';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

const noArticles = { status: 200, body: { articles: [], page: 1, pageSize: 6, total: 0 } };

describe('home page from the firm’s site content', () => {
  it('shows the firm’s name, texts and sections in its order, without the hidden ones', async () => {
    mockFetch((url) => (url.startsWith('/api/me') ? signedOut : noArticles));
    const site = seedCopy();
    site.identity.name = { en: 'Acme Legal', el: 'Acme Νομική' };
    site.identity.phone = '+357 22 999 000';
    site.home.hero.title = { en: 'Law, plainly', el: '' };
    // FAQ first after the hero, testimonials hidden.
    const faq = site.home.sections.find((section) => section.id === 'faq')!;
    site.home.sections = [
      site.home.sections[0]!,
      faq,
      ...site.home.sections.slice(1).filter((section) => section !== faq),
    ];
    site.home.sections.find((section) => section.id === 'testimonials')!.hidden = true;
    renderApp('/el', undefined, { language: 'el', site });

    const title = await screen.findByRole('heading', { level: 1, name: 'Law, plainly' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(within(screen.getByRole('banner')).getByText('Acme Νομική')).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByText('+357 22 999 000'),
    ).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Συχνές ερωτήσεις')).toBeLessThan(
      headings.indexOf('Σχετικά με την KC Law'),
    );
    expect(headings).not.toContain('Τι λένε οι πελάτες μας');
  });
});
