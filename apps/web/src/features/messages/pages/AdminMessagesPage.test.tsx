import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, session } from '../../../test/render';
import { FakeSocket } from '../test/fake-socket';
import { thread, threadList } from '../test/thread-data';

const ann = { id: 'client-ann', name: 'Ann Client', email: 'ann@example.com' };
const lease = { id: '00000000-0000-4000-8000-000000000001', title: 'Lease dispute' };
const deposit = thread(1, { title: 'Deposit', unreadCount: 2, clientName: 'Ann Client' });

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

function serve() {
  return mockFetch((url, init) => {
    if (url === '/api/me') return session('partner@kclaw.test', true);
    if (url.startsWith('/api/admin/messages/threads'))
      return init?.method === 'POST' ? { status: 201, body: deposit } : threadList([deposit]);
    if (url.startsWith('/api/admin/clients?'))
      return { status: 200, body: { clients: [ann], page: 1, pageSize: 100, total: 1 } };
    if (url === `/api/admin/clients/${ann.id}`)
      return { status: 200, body: { ...ann, matters: [lease] } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } };
  });
}

const listUrls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .map(([url, init]) => (init?.method ?? 'GET') === 'GET' && String(url))
    .filter((url): url is string => !!url && url.startsWith('/api/admin/messages/threads'));

describe('MessagesPage for the firm', () => {
  it('lists every client’s threads with the client, filtered by client and matter in the URL', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const { location } = renderApp('/messages');
    const link = await screen.findByRole('link', { name: /Deposit/ });
    expect(link).toHaveTextContent('Lease dispute · Ann Client');
    expect(within(link).getByText('2 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );

    await user.selectOptions(
      await screen.findByLabelText('Client'),
      'Ann Client (ann@example.com)',
    );
    expect(new URLSearchParams(location().search).get('client_id')).toBe(ann.id);
    await user.selectOptions(await screen.findByLabelText('Matter'), 'Lease dispute');
    expect(new URLSearchParams(location().search).get('matter_id')).toBe(lease.id);
    await waitFor(() =>
      expect(listUrls(fetch)).toContain(
        `/api/admin/messages/threads?page=1&clientId=${ann.id}&matterId=${lease.id}`,
      ),
    );
  });

  it("starts a thread on a client's matter", async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: 'New Conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Conversation' });
    await user.selectOptions(
      await within(dialog).findByLabelText('Client'),
      'Ann Client (ann@example.com)',
    );
    await user.selectOptions(await within(dialog).findByLabelText('Matter'), 'Lease dispute');
    const start = within(dialog).getByRole('button', { name: 'Start Conversation' });
    expect(start).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Initial message'), 'Please sign the lease.');
    await user.click(start);
    expect(await screen.findByText('Conversation started successfully')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      matterId: lease.id,
      content: 'Please sign the lease.',
    });
  });
});
