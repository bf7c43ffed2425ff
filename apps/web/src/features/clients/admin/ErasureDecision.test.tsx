import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminClientDetail } from '@lexbridge/shared/schemas/clients';
import type { AdminErasureRequest } from '@lexbridge/shared/schemas/data-requests';
import { expectToast, mockFetch, renderApp, session } from '../../../test/render';

const detail: AdminClientDetail = {
  id: 'c1',
  name: 'Maria Georgiou',
  email: 'maria@example.com',
  phone: null,
  language: 'en',
  awaitingPassword: false,
  confirmed: true,
  matterCount: 0,
  lastSignInAt: null,
  createdAt: '2026-01-10T08:00:00.000Z',
  matters: [],
};
const open: AdminErasureRequest = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  status: 'open',
  overdue: false,
  requestedAt: '2026-11-20T09:00:00Z',
  dueAt: '2026-12-20T09:00:00Z',
  decidedAt: null,
  clientId: 'c1',
  clientName: 'Maria Georgiou',
  clientEmail: 'maria@example.com',
};
const DECISION = `/api/admin/erasure-requests/${open.id}/decision`;

function serve() {
  return mockFetch((url, init) => {
    if (url === '/api/me') return session('admin@kclaw.test', true);
    if (url === '/api/admin/clients/c1') return { status: 200, body: detail };
    if (url.endsWith('/data-export')) return { status: 200, body: { export: null } };
    if (url.endsWith('/erasure-requests')) return { status: 200, body: { requests: [open] } };
    if (url === DECISION && init?.method === 'POST') return { status: 204 };
    if (url.startsWith('/api/admin/clients?'))
      return { status: 200, body: { clients: [], page: 1, pageSize: 20, total: 0 } };
    return { status: 200, body: { appointments: [] } };
  });
}
const decisions = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([url]) => url === DECISION)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the firm decides an erasure request on the client’s page', () => {
  it('refuses with the reason the client reads', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderApp('/admin/clients/c1');
    const section = within(await screen.findByRole('region', { name: 'Data requests' }));
    await user.click(await section.findByRole('button', { name: 'Refuse' }));
    await user.type(section.getByLabelText('Why it is refused'), 'Your case is before the court.');
    expect(section.getByLabelText('Why it is refused')).toHaveAccessibleDescription(/client reads/);
    await user.click(section.getByRole('button', { name: 'Refuse the request' }));
    await expectToast('The request was refused. The client was told why.');
    expect(decisions(fetch)).toEqual([
      { decision: 'refuse', reason: 'Your case is before the court.' },
    ]);
  });

  it('erases only after a confirmation that says what stays', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderApp('/admin/clients/c1');
    const section = within(await screen.findByRole('region', { name: 'Data requests' }));
    await user.click(await section.findByRole('button', { name: "Erase the client's data" }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "Erase this client's data?",
    });
    expect(dialog).toHaveTextContent(
      /matters on legal hold, are kept with the client's name, as the law requires/,
    );
    expect(decisions(fetch)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Erase now' }));
    await expectToast("The client's data was erased. They were told what was kept and why.");
    expect(decisions(fetch)).toEqual([{ decision: 'erase' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  });
});
