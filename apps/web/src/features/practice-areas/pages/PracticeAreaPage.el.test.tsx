import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedCopy } from '@lexbridge/shared/site/test-helpers';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

describe('practice-area page in Greek', () => {
  it('shows the area, its services and reasons in Greek, with the way back to the Greek home', async () => {
    mockFetch(() => signedOut);
    renderApp('/el/real-estate-law', undefined, { language: 'el' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Δίκαιο Ακινήτων' }),
    ).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Οι υπηρεσίες μας' });
    expect(within(services).getAllByRole('listitem')).toHaveLength(6);
    expect(
      within(services).getByText('Καταθέσεις και μεταβιβάσεις στο Κτηματολόγιο'),
    ).toBeVisible();
    const why = screen.getByRole('region', { name: 'Γιατί να μας επιλέξετε' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Επιστροφή στην αρχική' })).toHaveAttribute(
      'href',
      '/el#services',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Συζητήστε μαζί μας την υπόθεσή σας' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Δίκαιο Ακινήτων | KC Law'));
  });
});

describe('practice-area pages from the firm’s site', () => {
  it('shows a renamed area at its new address, its rate, and sends the old address there', async () => {
    mockFetch(() => signedOut);
    const site = seedCopy();
    const area = site.practiceAreas.find((candidate) => candidate.id === 'real-estate-law')!;
    area.slug = 'property-law';
    area.previousSlugs = ['real-estate-law'];
    area.content = { en: '## Buying a home\n\nWe check the title first.', el: '' };
    area.hourlyRate = { minCents: 20_000, maxCents: 30_000, currency: 'EUR' };
    const { location } = renderApp('/el/real-estate-law', undefined, { language: 'el', site });

    await screen.findByRole('heading', { level: 1, name: 'Δίκαιο Ακινήτων' });
    expect(location().pathname).toBe('/el/property-law');
    // Not yet written in Greek: the English body, marked as English.
    const body = screen.getByRole('heading', { level: 2, name: 'Buying a home' });
    expect(body.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('main').textContent).toMatch(/Ωριαία αμοιβή:\s*200.*€ - 300.*€ \/ ώρα/);
  });

  it('shows the not-found page for a hidden or unknown area', async () => {
    mockFetch(() => signedOut);
    const site = seedCopy();
    site.practiceAreas.find((candidate) => candidate.id === 'medical-law')!.hidden = true;
    renderApp('/medical-law', undefined, { site });
    expect(
      await screen.findByRole('heading', { level: 1, name: /not found/i }),
    ).toBeInTheDocument();
  });
});
