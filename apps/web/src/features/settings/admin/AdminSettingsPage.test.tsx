import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupsOverview } from '@lexbridge/shared/schemas/backups';
import type { FirmSettings } from '@lexbridge/shared/schemas/settings';
import { mockFetch, renderApp, session } from '../../../test/render';

const saved: FirmSettings = {
  notificationEmail: null,
  bookingHoldMinutes: 30,
  cancellationCutoffHours: 24,
  refundBeforeCutoff: true,
  firstReminderHours: 24,
  secondReminderHours: 1,
  chatMailThrottleMinutes: 10,
  chatRetentionMonths: null,
  outboxRetentionMonths: 24,
  invoicePrefix: 'KC',
  updatedAt: '2026-03-04T08:30:00.000Z',
};

const noBackups: BackupsOverview = {
  schedule: { enabled: false, hour: 2, keepLast: 14, destination: 'local', s3Prefix: 'backups/' },
  places: { local: '/var/lib/lexbridge/backups', s3Bucket: null },
  runs: [],
};

const fieldError = (field: string, message: string) => ({
  status: 400,
  body: { error: { code: 'VALIDATION_ERROR', message, fields: { [field]: message } } },
});

describe('the settings page', () => {
  it('shows the saved values with their hints, validates, saves and says so', async () => {
    let answer: ((body: Record<string, unknown>) => object) | null = null;
    const fetch = mockFetch((url, init) => {
      if (url === '/api/me') return session('admin@kclaw.test', true);
      if (url === '/api/admin/backups') return { status: 200, body: noBackups };
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        return answer
          ? { status: 400, body: answer(body) }
          : { status: 200, body: { ...body, updatedAt: '2026-03-05T09:00:00.000Z' } };
      }
      return { status: 200, body: saved };
    });
    const user = userEvent.setup();
    renderApp('/admin/settings');

    const email = await screen.findByLabelText('Notification e-mail address');
    expect(email).toHaveValue('');
    expect(email).toHaveAccessibleDescription(
      "Contact requests, chat messages and what clients send through the portal are e-mailed here. Leave empty to use the firm's contact address, info@kclaw.com.cy.",
    );
    const hold = screen.getByLabelText('Booking hold (minutes)');
    expect(hold).toHaveValue('30');
    const chatMonths = screen.getByLabelText('Delete archived chat conversations after (months)');
    expect(chatMonths).toHaveValue('');
    expect(chatMonths).toHaveAttribute('placeholder', 'Keep forever');
    expect(screen.getByLabelText('Delete outbox e-mails after (months)')).toHaveValue('24');

    // Out of bounds: the shared schema's message beside the field, nothing sent.
    await user.clear(hold);
    await user.type(hold, '90');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number of minutes from 30 to 60.')).toBeVisible();
    expect(hold).toHaveAttribute('aria-invalid', 'true');
    const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts()).toHaveLength(0);

    // The server's refusal of one field is shown beside that field.
    answer = () => fieldError('notificationEmail', 'That mailbox is not ours.').body;
    await user.clear(hold);
    await user.type(hold, '45');
    await user.type(email, 'desk@kclaw.test');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('That mailbox is not ours.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();

    answer = null;
    await user.type(chatMonths, '12');
    const cutoff = screen.getByLabelText('Cancellation cut-off (hours)');
    expect(cutoff).toHaveValue('24');
    await user.clear(cutoff);
    await user.type(cutoff, '48');
    const refund = screen.getByRole('checkbox', {
      name: 'Refund cancellations before the cut-off',
    });
    expect(refund).toBeChecked();
    expect(refund).toHaveAccessibleDescription(/refunded in full/);
    await user.click(refund);
    // A reminder left empty is turned off.
    await user.clear(screen.getByLabelText('Second reminder (hours before)'));
    const first = screen.getByLabelText('First reminder (hours before)');
    await user.clear(first);
    await user.type(first, '48');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(JSON.parse(String(puts().at(-1)![1]!.body))).toEqual({
      notificationEmail: 'desk@kclaw.test',
      bookingHoldMinutes: 45,
      cancellationCutoffHours: 48,
      refundBeforeCutoff: false,
      firstReminderHours: 48,
      secondReminderHours: null,
      chatMailThrottleMinutes: 10,
      chatRetentionMonths: 12,
      outboxRetentionMonths: 24,
      invoicePrefix: 'KC',
      // The values shown were these: a save by someone else meanwhile would be refused.
      basedOn: '2026-03-04T08:30:00.000Z',
    });
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('sets how invoice numbers begin: Latin capitals and digits, typed in any case', async () => {
    const fetch = mockFetch((url, init) => {
      if (url === '/api/me') return session('admin@kclaw.test', true);
      if (url === '/api/admin/backups') return { status: 200, body: noBackups };
      if (init?.method === 'PUT') return { status: 200, body: { ...saved, invoicePrefix: 'LEX' } };
      return { status: 200, body: saved };
    });
    const user = userEvent.setup();
    renderApp('/admin/settings', undefined, { language: 'el' });

    const prefix = await screen.findByLabelText('Πρόθεμα αριθμού τιμολογίου');
    expect(prefix).toHaveValue('KC');
    expect(prefix).toHaveAccessibleDescription(
      expect.stringContaining(
        `Οι αριθμοί τιμολογίων έχουν τη μορφή KC-${new Date().getFullYear()}-0001`,
      ),
    );
    await user.clear(prefix);
    await user.type(prefix, 'ΚΧ-1');
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση ρυθμίσεων' }));
    expect(
      await screen.findByText('Εισαγάγετε 1 έως 10 κεφαλαία λατινικά γράμματα ή ψηφία, π.χ. KC.'),
    ).toBeVisible();

    await user.clear(prefix);
    await user.type(prefix, ' lex ');
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση ρυθμίσεων' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ invoicePrefix: 'LEX' });
  });

  it('says so when the settings cannot be loaded, in Greek too', async () => {
    mockFetch((url) =>
      url === '/api/me'
        ? session('admin@kclaw.test', true)
        : { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'Σφάλμα.' } } },
    );
    renderApp('/admin/settings', undefined, { language: 'el' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ρυθμίσεις' })).toBeVisible();
    expect(await screen.findByText('Αποτυχία φόρτωσης ρυθμίσεων')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Σφάλμα.');
  });
});
