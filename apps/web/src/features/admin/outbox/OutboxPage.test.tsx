import { screen, within } from '@testing-library/react';
import type { OutboxMail } from '@lexbridge/shared/schemas/contact';
import { formatDateTime } from '../../../lib/format';
import { mockFetch, renderApp, session } from '../../../test/render';

const base: OutboxMail = {
  id: 'm1',
  to: 'client@example.com',
  subject: 'Your consultation',
  text: 'See you soon.',
  status: 'sent',
  error: null,
  attempts: 1,
  nextAttemptAt: null,
  createdAt: '2026-03-04T08:30:00.000Z',
};

describe('OutboxPage', () => {
  it('shows each mail with its status, and why an undelivered one waits or failed', async () => {
    const mails: OutboxMail[] = [
      base,
      {
        ...base,
        id: 'm2',
        subject: 'Retry me',
        status: 'pending',
        attempts: 2,
        error: 'connect ECONNREFUSED 127.0.0.1:587',
        nextAttemptAt: '2026-03-04T08:40:00.000Z',
      },
      { ...base, id: 'm3', subject: 'Hopeless', status: 'failed', attempts: 5, error: 'Bad.' },
    ];
    mockFetch((url) =>
      url === '/api/me' ? session('admin@kclaw.test', true) : { status: 200, body: { mails } },
    );
    renderApp('/admin/outbox');

    const item = (subject: string) => screen.getByText(subject).closest('li')!;
    await screen.findByText('Hopeless');
    const items = ['Your consultation', 'Retry me', 'Hopeless'].map(item);
    expect(within(items[0]!).getByText('Sent')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Pending')).toBeInTheDocument();
    expect(
      within(items[1]!).getByText(
        `Not delivered yet (2 attempts): connect ECONNREFUSED 127.0.0.1:587. Next attempt ${formatDateTime('2026-03-04T08:40:00.000Z')}.`,
      ),
    ).toBeInTheDocument();
    expect(within(items[2]!).getByText('Failed')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Gave up after 5 attempts: Bad.')).toBeInTheDocument();
  });
});
