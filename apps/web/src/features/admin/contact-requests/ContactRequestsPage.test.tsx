import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactRequestRecord } from '@lexbridge/shared/schemas/contact';
import { formatDateTime } from '../../../lib/format';
import { mockFetch, renderApp, session } from '../../../test/render';

const request: ContactRequestRecord = {
  id: 'r1',
  name: 'Sarah Miller',
  email: 'sarah@example.com',
  phone: null,
  practiceArea: 'real-estate-law',
  practiceAreaTitle: { en: 'Real Estate Law', el: 'Δίκαιο Ακινήτων' },
  preferredContact: 'call',
  requestType: 'custom-quote',
  message: 'Buying a flat in Paphos.',
  handledAt: null,
  createdAt: '2026-03-04T08:30:00.000Z',
};

describe('ContactRequestsPage', () => {
  it('says so when there are no requests', async () => {
    mockFetch((url) =>
      url === '/api/me'
        ? session('admin@kclaw.test', true)
        : { status: 200, body: { requests: [] } },
    );
    renderApp('/admin/contact-requests');
    expect(await screen.findByText('No contact requests yet.')).toBeInTheDocument();
  });

  it('shows a request with a reply link and marks it handled', async () => {
    let current = request;
    const fetch = mockFetch((url, init) => {
      if (url === '/api/me') return session('admin@kclaw.test', true);
      if (init?.method === 'PATCH') {
        current = { ...current, handledAt: '2026-03-04T09:00:00.000Z' };
        return { status: 200, body: { request: current } };
      }
      return { status: 200, body: { requests: [current] } };
    });
    const user = userEvent.setup();
    renderApp('/admin/contact-requests');

    const item = await screen.findByRole('article', { name: 'Request from Sarah Miller' });
    expect(within(item).getByText('New')).toBeInTheDocument();
    expect(within(item).getByText('Custom quote')).toBeInTheDocument();
    expect(within(item).getByText('Not given')).toBeInTheDocument();
    // Shown in the firm's time zone (Europe/Nicosia, UTC+2 in March).
    expect(within(item).getByText('4 Mar 2026, 10:30')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:sarah@example\.com\?subject=/),
    );

    await user.click(within(item).getByRole('button', { name: 'Mark as handled' }));
    expect(await within(item).findByText('Handled')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Mark as open' })).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/admin/contact-requests/r1');
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ handled: true });
  });

  it('shows a request in Greek, with its date in Greek', async () => {
    mockFetch((url) =>
      url === '/api/me'
        ? session('admin@kclaw.test', true)
        : { status: 200, body: { requests: [request] } },
    );
    renderApp('/admin/contact-requests', undefined, { language: 'el' });

    const item = await screen.findByRole('article', { name: 'Αίτημα από Sarah Miller' });
    expect(within(item).getByText('Νέο')).toBeInTheDocument();
    expect(within(item).getByText('Εξατομικευμένη προσφορά')).toBeInTheDocument();
    expect(within(item).getByText('Δεν δόθηκε')).toBeInTheDocument();
    expect(within(item).getByText('Εισαγωγική κλήση')).toBeInTheDocument();
    expect(within(item).getByText(formatDateTime(request.createdAt, 'el'))).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Σήμανση ως διεκπεραιωμένο' })).toBeEnabled();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Πίνακας Διαχείρισης' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
