import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataExportState } from '@lexbridge/shared/schemas/data-requests';
import { expectToast, mockFetch, renderApp, session } from '../../../test/render';

const asked: DataExportState = {
  id: 'e1',
  status: 'building',
  progress: 0,
  requestedByFirm: false,
  createdAt: '2026-11-28T09:00:00Z',
  readyAt: null,
  expiresAt: null,
  downloadedAt: null,
};

describe('the account page’s copy of your data', () => {
  it('asks for a copy, follows its progress, and says when the link is mailed', async () => {
    const states: DataExportState[] = [
      { ...asked, progress: 40 },
      { ...asked, status: 'ready', progress: 100, expiresAt: '2026-11-29T09:00:00Z' },
    ];
    let current: DataExportState | null = null;
    const fetch = mockFetch((url, init) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      if (url === '/api/me') return session('ann@example.com');
      if (key === 'POST /api/account/data-export') {
        current = asked;
        return { status: 202, body: { export: current } };
      }
      if (key === 'GET /api/account/data-export') {
        if (current) current = states.shift() ?? current;
        return { status: 200, body: { export: current } };
      }
      return { status: 200, body: { sessions: [] } };
    });
    const user = userEvent.setup();
    renderApp('/account');
    const section = within(await screen.findByRole('region', { name: 'Your data' }));
    await user.click(await section.findByRole('button', { name: 'Download my data' }));
    await expectToast('We are preparing your copy. We will e-mail you when it is ready.');
    expect(section.getByRole('progressbar', { name: 'Progress of the copy' })).toBeVisible();
    expect(section.queryByRole('button', { name: 'Download my data' })).toBeNull();
    expect(
      await section.findByText('Preparing the copy: 40% done.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(
      await section.findByText(/^Ready\. We e-mailed you a link/, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(section.getByRole('button', { name: 'Download my data' })).toBeVisible();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('says how long to wait when the day’s copies are used up', async () => {
    mockFetch((url, init) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      if (url === '/api/me') return session('ann@example.com');
      if (key === 'GET /api/account/data-export') return { status: 200, body: { export: null } };
      if (key === 'POST /api/account/data-export')
        return {
          status: 429,
          body: {
            error: { code: 'TOO_MANY_REQUESTS', message: 'errors:dataExport.tooMany|{"count":5}' },
          },
        };
      return { status: 200, body: { sessions: [] } };
    });
    const user = userEvent.setup();
    renderApp('/account');
    const section = within(await screen.findByRole('region', { name: 'Your data' }));
    await user.click(await section.findByRole('button', { name: 'Download my data' }));
    await expectToast('The copy could not be asked for');
    expect(await screen.findByText(/Please wait 5 hours and ask again/)).toBeVisible();
  });
});
