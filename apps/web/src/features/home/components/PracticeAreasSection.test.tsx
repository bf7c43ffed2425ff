import { screen, within } from '@testing-library/react';
import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import { seedCopy } from '@lexbridge/shared/site/test-helpers';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

describe('practice areas on the home page', () => {
  it('names the area in the text of each link, which search engines read, not only in a label', async () => {
    mockFetch(() => signedOut);
    renderApp('/');
    const services = await screen.findByRole('region', { name: 'Practice Areas' });
    for (const area of kcLawSiteSeed.practiceAreas) {
      const link = within(services).getByRole('link', {
        name: `Learn More about ${area.title.en}`,
      });
      expect(link).toHaveAttribute('href', `/${area.slug}`);
      expect(link.textContent).toContain(area.title.en);
    }
  });

  it('shows the firm’s areas as edited: a renamed slug, no hidden area, an untranslated title marked', async () => {
    mockFetch(() => signedOut);
    const site = seedCopy();
    const [corporate, realEstate] = site.practiceAreas;
    corporate!.slug = 'business-law';
    corporate!.title = { en: 'Business Law', el: '' };
    realEstate!.hidden = true;
    renderApp('/el', undefined, { language: 'el', site });
    const services = await screen.findByRole('region', { name: 'Τομείς δικαίου' });
    const title = within(services).getByRole('heading', { level: 3, name: 'Business Law' });
    // Not yet in Greek: the English text says it is English.
    expect(title).toHaveAttribute('lang', 'en');
    expect(
      within(services).getByRole('link', { name: /Μάθετε περισσότερα.*Business Law/ }),
    ).toHaveAttribute('href', '/el/business-law');
    expect(within(services).queryByText('Δίκαιο Ακινήτων')).not.toBeInTheDocument();
  });
});
