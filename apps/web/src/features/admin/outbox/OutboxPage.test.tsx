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
      url === '/api/me'
        ? session('admin@kclaw.test', true)
        : { status: 200, body: { delivers: true, mails } },
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

  it('counts one attempt in the singular, in English and in Greek', async () => {
    const mails: OutboxMail[] = [
      {
        ...base,
        status: 'pending',
        attempts: 1,
        error: 'Timeout.',
        nextAttemptAt: '2026-03-04T08:40:00.000Z',
      },
      { ...base, id: 'm2', subject: 'Retry me', status: 'failed', attempts: 1, error: 'Bad.' },
    ];
    mockFetch((url) =>
      url === '/api/me'
        ? session('admin@kclaw.test', true)
        : { status: 200, body: { delivers: true, mails } },
    );
    const english = renderApp('/admin/outbox');
    expect(
      await screen.findByText(
        `Not delivered yet (1 attempt): Timeout. Next attempt ${formatDateTime('2026-03-04T08:40:00.000Z')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Gave up after 1 attempt: Bad.')).toBeInTheDocument();
    english.unmount();

    renderApp('/admin/outbox', undefined, { language: 'el' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Εξερχόμενα' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        `Δεν έχει παραδοθεί ακόμη (1 προσπάθεια): Timeout. Επόμενη προσπάθεια: ${formatDateTime('2026-03-04T08:40:00.000Z', 'el')}.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Η αποστολή διακόπηκε μετά από 1 προσπάθεια: Bad.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Σε αναμονή')).toHaveLength(1);
    expect(screen.getByText('Απέτυχε')).toBeInTheDocument();
  });

  it('counts several attempts in the Greek plural', async () => {
    const mails: OutboxMail[] = [{ ...base, status: 'failed', attempts: 5, error: 'Bad.' }];
    mockFetch((url) =>
      url === '/api/me'
        ? session('admin@kclaw.test', true)
        : { status: 200, body: { delivers: true, mails } },
    );
    renderApp('/admin/outbox', undefined, { language: 'el' });
    expect(
      await screen.findByText('Η αποστολή διακόπηκε μετά από 5 προσπάθειες: Bad.'),
    ).toBeInTheDocument();
    expect(screen.getByText(formatDateTime(base.createdAt, 'el'))).toBeInTheDocument();
  });

  it('warns, in both languages, that without delivery the links are shown whole', async () => {
    const link = 'http://kc.law/api/auth/magic-link/verify?token=abc123&callbackURL=%2Fauth';
    const mails: OutboxMail[] = [{ ...base, status: 'stored', text: `Sign in:\n${link}` }];
    mockFetch((url) =>
      url === '/api/me'
        ? session('admin@kclaw.test', true)
        : { status: 200, body: { delivers: false, mails } },
    );
    const english = renderApp('/admin/outbox');
    expect(
      await screen.findByText(/This site is running without e-mail delivery/),
    ).toBeInTheDocument();
    expect(screen.getByText(/shown whole so that you can pass them on/)).toBeInTheDocument();
    expect(screen.getByText(link, { exact: false })).toBeInTheDocument();
    english.unmount();

    renderApp('/admin/outbox', undefined, { language: 'el' });
    expect(
      await screen.findByText(/Ο ιστότοπος λειτουργεί χωρίς αποστολή e-mail/),
    ).toBeInTheDocument();
  });

  it('says that links are masked when the site delivers mail', async () => {
    mockFetch((url) =>
      url === '/api/me'
        ? session('admin@kclaw.test', true)
        : { status: 200, body: { delivers: true, mails: [base] } },
    );
    renderApp('/admin/outbox');
    expect(await screen.findByText(/links are masked here/)).toBeInTheDocument();
    expect(screen.queryByText(/running without e-mail delivery/)).not.toBeInTheDocument();
  });
});
