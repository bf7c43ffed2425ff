import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
