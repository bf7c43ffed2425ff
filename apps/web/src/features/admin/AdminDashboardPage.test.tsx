import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderApp } from '../../test/render';

/** A signed-in administrator whose profile asks for Greek. */
const greekAdmin = {
  status: 200,
  body: {
    user: { id: 'a1', email: 'admin@kclaw.test', name: 'admin', language: 'el' },
    isAdmin: true,
  },
};

describe('AdminDashboardPage in Greek', () => {
  it('shows the dashboard and the admin layout around it in Greek', async () => {
    mockFetch((url) =>
      url === '/api/admin/messages/unread-threads'
        ? { status: 200, body: { count: 2 } }
        : greekAdmin,
    );
    renderApp('/admin', undefined, { language: 'el' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Πίνακας Διαχείρισης' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Καλώς ήρθατε, admin@kclaw.test')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', {
        name: '2 ασφαλείς συνομιλίες με μη αναγνωσμένα μηνύματα πελάτη',
      }),
    ).toHaveAttribute('href', '/messages');
    // The sections, Public Site and Sign Out are in the admin layout's sidebar, in Greek.
    const nav = screen.getByRole('navigation', { name: 'Σελίδες διαχείρισης' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Πίνακας ελέγχου', '/admin'],
      ['Υποθέσεις', '/admin/matters'],
      ['Πελάτες', '/admin/clients'],
      ['Έγγραφα', '/admin/documents'],
      ['Ασφαλή μηνύματα', '/messages'],
      ['Τιμολόγια', '/invoices'],
      ['Διαχείριση Ημερολογίου', '/admin/calendar'],
      ['Συνομιλίες', '/admin/messages'],
      ['Άρθρα', '/admin/articles'],
      ['Αιτήματα Επικοινωνίας', '/admin/contact-requests'],
      ['Εξερχόμενα', '/admin/outbox'],
      // The public site is a public page: its Greek URL.
      ['Δημόσιος ιστότοπος', '/el'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Αποσύνδεση' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Πίνακας Διαχείρισης | KC Law'));
  });

  it("follows the profile's language even when the app started in English", async () => {
    mockFetch(() => greekAdmin);
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Πίνακας Διαχείρισης' }),
    ).toBeInTheDocument();
  });
});
