import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupsOverview } from '@lexbridge/shared/schemas/backups';
import type { FirmSettings } from '@lexbridge/shared/schemas/settings';
import { mockFetch, renderApp, session } from '../../../test/render';

const settings: FirmSettings = {
  notificationEmail: null,
  bookingHoldMinutes: 30,
  cancellationCutoffHours: 24,
  refundBeforeCutoff: true,
  firstReminderHours: 24,
  secondReminderHours: 1,
  chatMailThrottleMinutes: 10,
  chatRetentionMonths: null,
  outboxRetentionMonths: null,
  invoicePrefix: 'KC',
  updatedAt: '2026-03-04T08:30:00.000Z',
};

const overview: BackupsOverview = {
  schedule: { enabled: false, hour: 2, keepLast: 14, destination: 'local', s3Prefix: 'backups/' },
  places: { local: '/var/lib/lexbridge/backups', s3Bucket: null },
  runs: [
    {
      id: 'b',
      startedAt: '2026-03-05T00:00:00.000Z',
      finishedAt: '2026-03-05T00:00:01.000Z',
      result: 'failed',
      sizeBytes: null,
      destination: 'local',
      file: null,
      error: 'ENOSPC: no space left on device',
    },
    {
      id: 'a',
      startedAt: '2026-03-04T00:00:00.000Z',
      finishedAt: '2026-03-04T00:01:00.000Z',
      result: 'ok',
      sizeBytes: 3 * 1024 * 1024,
      destination: 's3',
      file: 'backups/lexbridge-a.tar.gz',
      error: null,
    },
  ],
};

type Put = (body: BackupsOverview['schedule']) => { status: number; body: unknown };
const saved: Put = (body) => ({ status: 200, body: { ...body } });

function answer(places = overview.places, put: Put = saved) {
  let schedule = overview.schedule;
  return mockFetch((url, init) => {
    if (url === '/api/me') return session('admin@kclaw.test', true);
    if (url === '/api/admin/backups')
      return { status: 200, body: { ...overview, places, schedule } };
    if (url === '/api/admin/backups/schedule' && init?.method === 'PUT') {
      const reply = put(JSON.parse(String(init.body)) as BackupsOverview['schedule']);
      if (reply.status === 200) schedule = reply.body as BackupsOverview['schedule'];
      return reply;
    }
    return { status: 200, body: settings };
  });
}
const puts = (fetch: ReturnType<typeof answer>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
const sent = (fetch: ReturnType<typeof answer>) =>
  JSON.parse(String(puts(fetch).at(-1)![1]!.body)) as unknown;

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
    expect(ok).toHaveTextContent('S3: backups/lexbridge-a.tar.gz');

    await user.click(enabled);
    await user.clear(hour);
    await user.type(hour, '24');
    await user.click(screen.getByRole('button', { name: 'Save backup schedule' }));
    expect(await screen.findByText('Enter a whole hour from 0 to 23.')).toBeVisible();
    expect(puts(fetch)).toHaveLength(0);

    await user.clear(hour);
    await user.type(hour, '3');
    await user.click(screen.getByRole('button', { name: 'Save backup schedule' }));
    expect(await screen.findByText('Backup schedule saved')).toBeInTheDocument();
    expect(sent(fetch)).toEqual({
      enabled: true,
      hour: 3,
      keepLast: 14,
      destination: 'local',
      s3Prefix: 'backups/',
    });
  });

  it('offers S3 only where the server has a bucket, and says why not', async () => {
    answer();
    renderApp('/admin/settings');
    const folder = await screen.findByRole('radio', { name: /The server's backup folder/ });
    expect(folder).toBeChecked();
    expect(screen.getByText('On the server, in /var/lib/lexbridge/backups.')).toBeVisible();
    const s3 = screen.getByRole('radio', { name: /The S3 bucket/ });
    expect(s3).toBeDisabled();
    expect(s3).toHaveAccessibleDescription(
      'Not available: the server stores no files in S3 (S3_BUCKET is not set).',
    );
    expect(screen.queryByLabelText('Prefix in the bucket')).not.toBeInTheDocument();
  });

  it('sends backups to a prefix of the bucket, checked before it is sent', async () => {
    const fetch = answer({ local: '/srv/backups', s3Bucket: 'firm-files' });
    const user = userEvent.setup();
    renderApp('/admin/settings');
    const s3 = await screen.findByRole('radio', { name: /The S3 bucket/ });
    expect(s3).toHaveAccessibleDescription('In the bucket firm-files, under the prefix below.');
    await user.click(s3);
    const prefix = screen.getByLabelText('Prefix in the bucket');
    expect(prefix).toHaveValue('backups/');

    await user.clear(prefix);
    await user.type(prefix, '../secrets');
    await user.click(screen.getByRole('button', { name: 'Save backup schedule' }));
    expect(await screen.findByText(/Enter a folder in the bucket such as backups\//)).toBeVisible();
    expect(puts(fetch)).toHaveLength(0);

    await user.clear(prefix);
    await user.type(prefix, 'firm/nightly');
    await user.click(screen.getByRole('button', { name: 'Save backup schedule' }));
    expect(await screen.findByText('Backup schedule saved')).toBeInTheDocument();
    expect(sent(fetch)).toMatchObject({ destination: 's3', s3Prefix: 'firm/nightly/' });
  });

  it("shows the server's refusal of S3 beside the choice", async () => {
    const refusal =
      "This server has no S3 bucket (S3_BUCKET is not set), so backups cannot go to S3. Keep them in the server's backup folder, or set S3_BUCKET and restart the server first.";
    // The page was loaded while the server still had a bucket.
    answer({ local: '/srv/backups', s3Bucket: 'firm-files' }, () => ({
      status: 400,
      body: {
        error: { code: 'VALIDATION_ERROR', message: refusal, fields: { destination: refusal } },
      },
    }));
    const user = userEvent.setup();
    renderApp('/admin/settings');
    await user.click(await screen.findByRole('radio', { name: /The S3 bucket/ }));
    await user.click(screen.getByRole('button', { name: 'Save backup schedule' }));
    const group = screen.getByRole('group', { name: 'Where backups go' });
    expect(await within(group).findByText(refusal)).toBeVisible();
    expect(await screen.findByText('Failed to save the backup schedule')).toBeInTheDocument();
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
    expect(screen.getByRole('group', { name: 'Πού πηγαίνουν τα αντίγραφα' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Το S3 bucket/ })).toHaveAccessibleDescription(
      'Μη διαθέσιμο: ο διακομιστής δεν αποθηκεύει αρχεία στο S3 (δεν έχει οριστεί το S3_BUCKET).',
    );
  });
});
