import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupsOverview } from '@lexbridge/shared/schemas/backups';
import type { FirmSettings } from '@lexbridge/shared/schemas/settings';
import { mockFetch, renderApp, session } from '../../../test/render';

const settings: FirmSettings = {
  notificationEmail: null,
  bookingHoldMinutes: 30,
  chatMailThrottleMinutes: 10,
  chatRetentionMonths: null,
  outboxRetentionMonths: null,
  updatedAt: '2026-03-04T08:30:00.000Z',
};

const overview: BackupsOverview = {
  schedule: { enabled: false, hour: 2, keepLast: 14 },
  runs: [
    {
      id: 'b',
      startedAt: '2026-03-05T00:00:00.000Z',
      finishedAt: '2026-03-05T00:00:01.000Z',
      result: 'failed',
      sizeBytes: null,
      file: null,
      error: 'ENOSPC: no space left on device',
    },
    {
      id: 'a',
      startedAt: '2026-03-04T00:00:00.000Z',
      finishedAt: '2026-03-04T00:01:00.000Z',
      result: 'ok',
      sizeBytes: 3 * 1024 * 1024,
      file: 'lexbridge-a.tar.gz',
      error: null,
    },
  ],
};

function answer() {
  let schedule = overview.schedule;
  return mockFetch((url, init) => {
    if (url === '/api/me') return session('admin@kclaw.test', true);
    if (url === '/api/admin/backups') return { status: 200, body: { ...overview, schedule } };
    if (url === '/api/admin/backups/schedule' && init?.method === 'PUT') {
      schedule = JSON.parse(String(init.body)) as BackupsOverview['schedule'];
      return { status: 200, body: schedule };
    }
    return { status: 200, body: settings };
  });
}

describe('the backups card of the settings page', () => {
  it('shows the schedule and the last backups, validates and saves the schedule', async () => {
    const fetch = answer();
    const user = userEvent.setup();
    renderApp('/admin/settings');

    expect(await screen.findByRole('heading', { level: 2, name: 'Backups' })).toBeVisible();
    const enabled = await screen.findByLabelText('Back up every day');
    expect(enabled).not.toBeChecked();
    const hour = screen.getByLabelText('Hour of the backup (0-23)');
    expect(hour).toHaveValue('2');
    expect(screen.getByLabelText('Backups kept')).toHaveValue('14');

    const list = screen.getByRole('list', { name: 'Last backups, newest first' });
    const [failed, ok] = within(list).getAllByRole('listitem');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('ENOSPC: no space left on device');
    expect(ok).toHaveTextContent('Succeeded');
    expect(ok).toHaveTextContent('3 MB');

    await user.click(enabled);
    await user.clear(hour);
    await user.type(hour, '24');
    await user.click(screen.getByRole('button', { name: 'Save backup schedule' }));
    expect(await screen.findByText('Enter a whole hour from 0 to 23.')).toBeVisible();
    const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts()).toHaveLength(0);

    await user.clear(hour);
    await user.type(hour, '3');
    await user.click(screen.getByRole('button', { name: 'Save backup schedule' }));
    expect(await screen.findByText('Backup schedule saved')).toBeInTheDocument();
    expect(JSON.parse(String(puts().at(-1)![1]!.body))).toEqual({
      enabled: true,
      hour: 3,
      keepLast: 14,
    });
  });

  it('speaks Greek, and says when no backup has run yet', async () => {
    mockFetch((url) => {
      if (url === '/api/me') return session('admin@kclaw.test', true);
      if (url === '/api/admin/backups') return { status: 200, body: { ...overview, runs: [] } };
      return { status: 200, body: settings };
    });
    renderApp('/admin/settings', undefined, { language: 'el' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Αντίγραφα ασφαλείας' }),
    ).toBeVisible();
    expect(
      await screen.findByText('Δεν έχει γίνει ακόμη προγραμματισμένο αντίγραφο.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Αντίγραφο ασφαλείας κάθε μέρα')).not.toBeChecked();
  });
});
