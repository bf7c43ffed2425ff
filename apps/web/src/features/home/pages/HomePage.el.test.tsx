import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

describe('home page in Greek', () => {
  it('shows the hero, the sections and the practice areas in Greek, linking to Greek pages', async () => {
    mockFetch((url) =>
      url.startsWith('/api/me')
        ? signedOut
        : { status: 200, body: { articles: [], page: 1, pageSize: 6, total: 0 } },
    );
    renderApp('/el', undefined, { language: 'el' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Νοιαζόμαστε' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Επικοινωνήστε μαζί μας' })).toHaveAttribute(
      'href',
      '/el#contact',
    );
    for (const title of [
      'Σχετικά με την KC Law',
      'Τομείς δικαίου',
      'Σχετικά με το γραφείο',
      'Τι λένε οι πελάτες μας',
      'Συχνές ερωτήσεις',
      'Τελευταία νέα',
      'Επικοινωνήστε μαζί μας',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }

    const services = screen.getByRole('region', { name: 'Τομείς δικαίου' });
    const corporate = within(services).getByRole('link', {
      name: 'Μάθετε περισσότερα για τον τομέα «Εταιρικό Δίκαιο»',
    });
    expect(corporate).toHaveAttribute('href', '/el/corporate-law');
    expect(within(services).getByText('Προστασία Προσωπικών Δεδομένων')).toBeInTheDocument();

    // The FAQ (its answers load as the visitor nears them) with the GDPR figure of the spec.
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Ποια πρόστιμα προβλέπονται για παραβίαση του GDPR;',
      }),
    );
    expect(screen.getByText(/έως το 4% .* ή τα 20 εκατομμύρια ευρώ/)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Βαθμολογία 5 στα 5 αστέρια' })).toHaveLength(6);
    // The firm's static news, in Greek, while nothing is published.
    expect(
      await screen.findByText('Γιατί κάθε οικογένεια στην Κύπρο χρειάζεται διαθήκη'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Όλα τα νέα και οι δημοσιεύσεις' })).toHaveAttribute(
      'href',
      '/el/news',
    );
  });
});
