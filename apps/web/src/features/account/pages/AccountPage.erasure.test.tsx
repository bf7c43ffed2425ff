import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErasureRequestState } from '@lexbridge/shared/schemas/data-requests';
import { expectToast, mockFetch, renderApp, session } from '../../../test/render';

const open: ErasureRequestState = {
  id: 'r1',
  status: 'open',
  requestedAt: '2026-11-28T09:00:00Z',
  dueAt: '2026-12-28T09:00:00Z',
  decidedAt: null,
};

describe('the account page’s erasure request', () => {
  it('says a wrong password beside the field, then sends the request and shows its deadline', async () => {
    let current: ErasureRequestState | null = null;
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      if (url === '/api/me') return session('ann@example.com');
      if (key === 'GET /api/account/erasure-request')
        return { status: 200, body: { request: current } };
      if (key === 'POST /api/account/erasure-request') {
        const body = JSON.parse(String(init?.body)) as { password: string };
        posted.push(body);
        if (body.password !== 'right-password')
          return {
            status: 400,
            body: { error: { code: 'INVALID_PASSWORD', message: 'errors:erasure.wrongPassword' } },
          };
        current = open;
        return { status: 201, body: { request: current } };
      }
      if (key === 'GET /api/account/data-export') return { status: 200, body: { export: null } };
      return { status: 200, body: { sessions: [] } };
    });
    const user = userEvent.setup();
    renderApp('/account');
    const section = within(await screen.findByRole('region', { name: 'Erase my data' }));
    await user.click(await section.findByRole('button', { name: 'Ask to erase my data' }));
    await user.click(section.getByRole('button', { name: 'Send erasure request' }));
    expect(await section.findByText('Enter your password to confirm.')).toBeVisible();
    expect(posted).toEqual([]);

    await user.type(section.getByLabelText('Your password'), 'wrong');
    await user.click(section.getByRole('button', { name: 'Send erasure request' }));
    expect(await section.findByText(/That is not your password/)).toBeVisible();
    expect(section.getByLabelText('Your password')).toHaveFocus();

    await user.clear(section.getByLabelText('Your password'));
    await user.type(section.getByLabelText('Your password'), 'right-password');
    await user.click(section.getByRole('button', { name: 'Send erasure request' }));
    await expectToast('Your request was sent. We e-mailed you a confirmation.');
    expect(await section.findByRole('status')).toHaveTextContent(/must answer by .*2026/);
    expect(section.queryByRole('button', { name: 'Ask to erase my data' })).toBeNull();
    expect(section.queryByLabelText('Your password')).toBeNull();
  });
});
