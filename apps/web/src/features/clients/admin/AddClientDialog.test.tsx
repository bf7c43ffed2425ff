import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminClient, AdminClientDetail } from '@lexbridge/shared/schemas/clients';
import { mockFetch, renderApp, session } from '../../../test/render';

const invited: AdminClient = {
  id: 'c2',
  name: 'Nikos Ioannou',
  email: 'nikos@example.com',
  phone: null,
  language: 'el',
  awaitingPassword: true,
  confirmed: true,
  matterCount: 0,
  lastSignInAt: null,
  createdAt: '2026-01-10T08:00:00.000Z',
};

describe('adding a client and inviting them', () => {
  it('validates, sends the form and says the invitation went out', async () => {
    let taken = true;
    const fetch = mockFetch((url, init) => {
      if (url === '/api/me') return session('admin@kclaw.test', true);
      if (url.endsWith('/data-export')) return { status: 200, body: { export: null } };
      if (url.endsWith('/erasure-requests')) return { status: 200, body: { requests: [] } };
      if (url === '/api/admin/clients' && init?.method === 'POST') {
        if (taken)
          return {
            status: 409,
            body: { error: { code: 'EMAIL_TAKEN', message: 'That address has an account.' } },
          };
        return { status: 201, body: { id: 'c2', email: 'nikos@example.com', name: 'Nikos' } };
      }
      return { status: 200, body: { clients: [invited], page: 1, pageSize: 20, total: 1 } };
    });
    const user = userEvent.setup();
    renderApp('/admin/clients');
    const item = await screen.findByRole('article', { name: 'Nikos Ioannou' });
    expect(within(item).getByText('Invitation pending')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    await user.click(within(dialog).getByRole('button', { name: 'Add and send invitation' }));
    expect(await within(dialog).findByText("Enter the client's name.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith('/api/admin/clients', expect.anything());

    await user.type(within(dialog).getByLabelText('Full name'), 'Nikos Ioannou');
    await user.type(within(dialog).getByLabelText('E-mail'), 'nikos@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Language of e-mails and portal'), 'el');
    await user.click(within(dialog).getByRole('button', { name: 'Add and send invitation' }));
    // Refused: the reason is shown and nothing typed is lost.
    expect(await within(dialog).findByText('That address has an account.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Nikos Ioannou');

    taken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Add and send invitation' }));
    expect(
      await screen.findByText('Client added. An invitation was sent to nikos@example.com.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = fetch.mock.calls.filter(([url, init]) => url === '/api/admin/clients' && init);
    expect(JSON.parse(String(sent.at(-1)![1]!.body))).toEqual({
      name: 'Nikos Ioannou',
      email: 'nikos@example.com',
      phone: null,
      language: 'el',
    });
  });

  it("resends the invitation from the client's page", async () => {
    const detail: AdminClientDetail = { ...invited, matters: [] };
    const fetch = mockFetch((url, init) => {
      if (url === '/api/me') return session('admin@kclaw.test', true);
      if (url.endsWith('/data-export')) return { status: 200, body: { export: null } };
      if (url.endsWith('/erasure-requests')) return { status: 200, body: { requests: [] } };
      if (url === '/api/admin/clients/c2/invitation' && init?.method === 'POST')
        return { status: 204 };
      if (url.startsWith('/api/admin/appointments'))
        return { status: 200, body: { appointments: [], total: 0 } };
      return { status: 200, body: detail };
    });
    const user = userEvent.setup();
    renderApp('/admin/clients/c2');
    expect(
      await screen.findByText('This client has not yet chosen a password from the invitation.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend invitation' }));
    expect(
      await screen.findByText('A new invitation was sent to nikos@example.com.'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/admin/clients/c2/invitation', expect.anything());
  });
});
