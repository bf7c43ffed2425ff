import { screen } from '@testing-library/react';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

describe('Booking pages in Greek', () => {
  it('shows the confirmed appointment with a Greek date and consultation name', async () => {
    const appointment = {
      date: '2026-12-07',
      time: '10:00',
      type: 'extended',
      title: 'Extended Consultation',
      name: { en: 'Extended Consultation', el: 'Εκτενής Συμβουλευτική Συνάντηση' },
      durationMinutes: 60,
      reference: '3F2A9C1B',
      manageToken: 'b1.sig',
      hasAccount: true,
    };
    mockFetch((url) =>
      url === '/api/bookings/confirm' ? { status: 200, body: { appointment } } : signedOut,
    );
    renderApp('/el/booking-success?session_id=cs_1', undefined, { language: 'el' });
    expect(await screen.findByText('Το ραντεβού σας επιβεβαιώθηκε!')).toBeInTheDocument();
    expect(screen.getByText('Δευτέρα 7 Δεκεμβρίου 2026')).toBeInTheDocument();
    expect(screen.getByText('10:00 (ώρα Κύπρου)')).toBeInTheDocument();
    expect(screen.getByText('Εκτενής Συμβουλευτική Συνάντηση')).toBeInTheDocument();
    expect(screen.getByText('60 λεπτά')).toBeInTheDocument();
    expect(screen.getByText('Αριθμός κράτησης').nextElementSibling).toHaveTextContent('3F2A9C1B');
    expect(screen.getByText('Τόπος').nextElementSibling).toHaveTextContent(/1065 .+, Κύπρος$/);
    expect(screen.getByRole('link', { name: 'Επιστροφή στην Αρχική' })).toHaveAttribute(
      'href',
      '/el',
    );
  });

  it('shows the test checkout with a Greek date and a thousands amount as written in Cyprus', async () => {
    mockFetch((url) =>
      url === '/api/checkout/test/cs_1'
        ? {
            status: 200,
            body: {
              id: 'cs_1',
              status: 'open',
              amountCents: 123_450,
              currency: 'EUR',
              purchase: {
                kind: 'consultation',
                title: 'Extended Consultation',
                date: '2026-12-07',
                time: '10:00',
                durationMinutes: 60,
              },
              clientEmail: 'eleni@example.com',
            },
          }
        : signedOut,
    );
    renderApp('/el/checkout/test/cs_1', undefined, { language: 'el' });
    // Intl puts a no-break space before the euro sign; accessible names keep it as it is.
    expect(
      await screen.findByRole('button', { name: /^Πληρωμή 1\.234,50\s€$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('1.234,50 €')).toBeInTheDocument();
    expect(screen.getByText('7 Δεκεμβρίου 2026 στις 10:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Δοκιμαστική Πληρωμή' })).toBeInTheDocument();
  });

  it('says the payment was cancelled, with links to the Greek pages', async () => {
    mockFetch(() => signedOut);
    renderApp('/el/booking-canceled', undefined, { language: 'el' });
    expect(await screen.findByRole('heading', { name: 'Η Πληρωμή Ακυρώθηκε' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Δοκιμάστε Ξανά την Κράτηση' })).toHaveAttribute(
      'href',
      '/el#pricing',
    );
    expect(screen.getByText(/^Απορίες; Στείλτε e-mail στο/)).toBeInTheDocument();
  });
});
