import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Administrator } from '@lexbridge/shared/schemas/administrators';
import type { AuditEntry, AuditLogPage } from '@lexbridge/shared/schemas/audit';
import { formatDateTime } from '../../../lib/format';
import { mockFetch, renderApp, session } from '../../../test/render';

const me: Administrator = {
  id: 'u1', // the signed-in administrator of session()
  name: 'admin',
  nameChosen: false,
  email: 'admin@kclaw.test',
  since: '2026-01-05T09:00:00.000Z',
};
const eleni: Administrator = {
  id: 'u2',
  name: 'Eleni Georgiou',
  nameChosen: true,
  email: 'eleni@kclaw.test',
  since: '2026-02-10T09:00:00.000Z',
};

const entry = (n: number, overrides: Partial<AuditEntry>): AuditEntry => ({
  id: `e${n}`,
  createdAt: `2026-03-04T0${n}:30:00.000Z`,
  actorId: 'u1',
  actorName: 'admin',
  action: 'user.sign_in',
  subject: null,
  details: {},
  ...overrides,
});
const entries: AuditEntry[] = [
  entry(1, {
    action: 'user.sign_in',
    subject: { type: 'user', id: 'u1', label: 'admin@kclaw.test' },
    details: { email: 'admin@kclaw.test', ip: '10.0.0.7' },
  }),
  entry(2, {
    actorId: null,
    actorName: null,
    action: 'user.sign_in_failed',
    details: { email: 'anna@example.com', reason: 'INVALID_EMAIL_OR_PASSWORD', ip: '10.0.0.8' },
  }),
  entry(3, {
    actorId: 'c1',
    actorName: 'Anna Client',
    action: 'document.download',
    subject: { type: 'document', id: 'd1', label: 'Lease.pdf' },
    details: { name: 'Lease.pdf', version: 2, matter: 'Office lease' },
  }),
  entry(4, {
    action: 'conversation.delete',
    subject: { type: 'conversation', id: 'c9', label: 'Maria Visitor' },
    details: { name: 'Maria Visitor', messages: 3 },
  }),
  entry(5, {
    action: 'settings.update',
    details: {
      bookingHoldMinutes: '30 → 45',
      notificationEmail: '– → desk@kclaw.test',
      backupHour: '2 → 23',
      backupDestination: 'local → s3',
    },
  }),
  entry(6, {
    actorId: null,
    actorName: 'Lexbridge',
    action: 'retention.purge',
    details: {
      conversations: 2,
      deletedConversations: 3,
      chatMessages: 9,
      outboxMails: 40,
      chatRetentionMonths: 12,
    },
  }),
];

type Answer = { status: number; body?: unknown };

/** The security page's data; `write` answers POST and DELETE (success by default). */
function serve(
  write: (url: string, init: RequestInit) => Answer | undefined = () => undefined,
  log: Partial<AuditLogPage> = {},
) {
  let administrators = [me, eleni];
  return mockFetch((url, init) => {
    if (init?.method === 'POST')
      return write(url, init) ?? { status: 201, body: { ...eleni, id: 'u3', email: 'new@x.cy' } };
    if (init?.method === 'DELETE') {
      const answer = write(url, init);
      if (answer) return answer;
      administrators = administrators.filter((admin) => !url.endsWith(`/${admin.id}`));
      return { status: 204 };
    }
    if (url === '/api/me') return session('admin@kclaw.test', true);
    if (url === '/api/admin/administrators') return { status: 200, body: { administrators } };
    if (url === '/api/admin/audit-log/people')
      return {
        status: 200,
        body: { people: [{ id: 'c1', name: 'Anna Client', email: 'anna@example.com' }] },
      };
    return { status: 200, body: { entries, page: 1, pageSize: 25, total: 6, ...log } };
  });
}

const logUrls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/audit-log'));
const row = (name: RegExp) => within(screen.getByRole('row', { name }));

describe('SecurityPage', () => {
  it('lists the log: when, who, the action in words, the subject and what the details say', async () => {
    serve();
    renderApp('/admin/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Subject', 'Details']);
    expect(screen.getByText('6 entries')).toBeInTheDocument();
    const signIn = row(new RegExp(formatDateTime(entries[0]!.createdAt)));
    expect(signIn.getByText('Signed in')).toBeInTheDocument();
    expect(signIn.getByText('admin@kclaw.test')).toBeInTheDocument();
    expect(signIn.getByText('From 10.0.0.7')).toBeInTheDocument();
    const failed = row(new RegExp(formatDateTime(entries[1]!.createdAt)));
    expect(failed.getByText('Not signed in')).toBeInTheDocument();
    expect(failed.getByText('Failed sign-in')).toBeInTheDocument();
    expect(
      failed.getByText('E-mail tried: anna@example.com · wrong e-mail or password · From 10.0.0.8'),
    ).toBeInTheDocument();
    const download = row(new RegExp(formatDateTime(entries[2]!.createdAt)));
    expect(download.getByText('Anna Client')).toBeInTheDocument();
    expect(download.getByText('Downloaded a document')).toBeInTheDocument();
    expect(download.getByText('Document')).toBeInTheDocument();
    expect(download.getByText('Lease.pdf')).toBeInTheDocument();
    expect(download.getByText('Version 2, matter Office lease')).toBeInTheDocument();
    const deleted = row(new RegExp(formatDateTime(entries[3]!.createdAt)));
    expect(deleted.getByText('Deleted a conversation permanently')).toBeInTheDocument();
    expect(deleted.getByText('3 messages deleted')).toBeInTheDocument();
    const settings = row(new RegExp(formatDateTime(entries[4]!.createdAt)));
    expect(settings.getByText('Changed the settings')).toBeInTheDocument();
    expect(
      settings.getByText(
        'Notification e-mail: – → desk@kclaw.test · Booking hold (minutes): 30 → 45 · Backup hour: 2 → 23 · Backups kept in: local → s3',
      ),
    ).toBeInTheDocument();
    const purge = row(new RegExp(formatDateTime(entries[5]!.createdAt)));
    expect(purge.getByText('Deleted old records')).toBeInTheDocument();
    expect(
      purge.getByText(
        '2 archived conversations, 3 from Deleted (9 messages in all) and 40 outbox mails deleted',
      ),
    ).toBeInTheDocument();
  });

  it('shows changes to bank accounts, invoices, articles and conversations, and the retention purge, in words, in English and Greek', async () => {
    const money: AuditEntry[] = [
      entry(1, {
        action: 'bank_account.primary',
        subject: { type: 'bank_account', id: 'b1', label: 'Client funds' },
        details: { accountName: 'Client funds', bankName: 'Bank of Cyprus', isPrimary: true },
      }),
      entry(2, {
        action: 'invoice.cancel',
        subject: { type: 'invoice', id: 'i1', label: 'INV-2026-0007' },
        details: { number: 'INV-2026-0007', from: 'sent', to: 'cancelled', client: 'Anna' },
      }),
      entry(3, {
        action: 'article.delete',
        subject: { type: 'article', id: 'a1', label: 'Company formation' },
        details: { title: 'Company formation', slug: 'company-formation', published: true },
      }),
      entry(4, {
        action: 'conversation.soft_delete',
        subject: { type: 'conversation', id: 'c1', label: 'Maria Visitor' },
        details: { name: 'Maria Visitor' },
      }),
      entry(5, {
        action: 'conversation.restore',
        subject: { type: 'conversation', id: 'c1', label: 'Maria Visitor' },
        details: { name: 'Maria Visitor' },
      }),
      entry(6, {
        action: 'article.pdf_delete',
        subject: { type: 'article', id: 'a2', label: 'Tax guide' },
        details: { title: 'Tax guide', slug: 'tax-guide' },
      }),
      entry(7, {
        actorId: null,
        actorName: 'Lexbridge',
        action: 'retention.purge',
        details: { conversations: 0, deletedConversations: 4, chatMessages: 12, outboxMails: 0 },
      }),
    ];
    const expected = {
      en: [
        [
          'Changed the primary bank account',
          'Bank account',
          'Bank of Cyprus · Now the primary account',
        ],
        ['Cancelled an invoice', 'Invoice', 'Sent → Cancelled · Anna'],
        ['Deleted an article', 'Article', null],
        ['Moved a conversation to Deleted', 'Conversation', null],
        ['Restored a deleted conversation', 'Conversation', null],
        ["Deleted an article's PDF", 'Article', null],
        [
          'Deleted old records',
          null,
          '0 archived conversations, 4 from Deleted (12 messages in all) and 0 outbox mails deleted',
        ],
      ],
      el: [
        [
          'Αλλαγή κύριου τραπεζικού λογαριασμού',
          'Τραπεζικός λογαριασμός',
          'Bank of Cyprus · Πλέον ο κύριος λογαριασμός',
        ],
        ['Ακύρωση τιμολογίου', 'Τιμολόγιο', 'Απεσταλμένο → Ακυρωμένο · Anna'],
        ['Διαγραφή άρθρου', 'Άρθρο', null],
        ['Μεταφορά συνομιλίας στις Διαγραμμένες', 'Συνομιλία', null],
        ['Επαναφορά διαγραμμένης συνομιλίας', 'Συνομιλία', null],
        ['Διαγραφή PDF άρθρου', 'Άρθρο', null],
        [
          'Διαγραφή παλαιών εγγραφών',
          null,
          'Διαγράφηκαν 0 αρχειοθετημένες συνομιλίες, 4 από τις Διαγραμμένες (12 μηνύματα συνολικά) και 0 μηνύματα εξερχομένων',
        ],
      ],
    } as const;
    for (const language of ['en', 'el'] as const) {
      serve(undefined, { entries: money, total: money.length });
      const view = renderApp('/admin/security', undefined, { language });
      await screen.findAllByRole('row');
      money.forEach((item, index) => {
        const [action, subject, details] = expected[language][index]!;
        const cells = row(new RegExp(formatDateTime(item.createdAt, language)));
        expect(cells.getByText(action)).toBeInTheDocument();
        if (subject) expect(cells.getByText(subject)).toBeInTheDocument();
        if (item.subject) expect(cells.getByText(item.subject.label!)).toBeInTheDocument();
        if (details) expect(cells.getByText(details)).toBeInTheDocument();
      });
      view.unmount();
    }
  });

  it('keeps the filters and the page in the URL and asks the server for exactly them', async () => {
    const fetch = serve(undefined, { total: 60 });
    const user = userEvent.setup();
    const view = renderApp('/admin/security?action=user.sign_in_failed&from=2026-03-01');
    await screen.findByRole('table', { name: 'Audit log' });
    expect(screen.getByLabelText('Action')).toHaveValue('user.sign_in_failed');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(logUrls(fetch)).toContain(
      '/api/admin/audit-log?page=1&action=user.sign_in_failed&from=2026-03-01',
    );

    await user.selectOptions(screen.getByLabelText('Person'), 'Anna Client (anna@example.com)');
    await waitFor(() => expect(view.location().search).toContain('person=c1'));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-04' } });
    await waitFor(() =>
      expect(logUrls(fetch)).toContain(
        '/api/admin/audit-log?page=1&person=c1&action=user.sign_in_failed&from=2026-03-01&to=2026-03-04',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.location().search).toContain('page=2'));
    expect(logUrls(fetch).at(-1)).toBe(
      '/api/admin/audit-log?page=2&person=c1&action=user.sign_in_failed&from=2026-03-01&to=2026-03-04',
    );
    // A new filter starts again at page 1; Clear filters empties them all.
    await user.selectOptions(screen.getByLabelText('Action'), 'Signed in');
    await waitFor(() => expect(view.location().search).not.toContain('page='));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(logUrls(fetch).at(-1)).toBe('/api/admin/audit-log?page=1');
  });

  it('lists the administrators; you are marked and cannot revoke yourself here', async () => {
    serve();
    renderApp('/admin/security');
    const list = within(
      (await screen.findByRole('heading', { name: 'Administrators' })).closest('section')!,
    );
    expect(await list.findByText('Eleni Georgiou')).toBeInTheDocument();
    expect(list.getByText('Administrator since February 10, 2026')).toBeInTheDocument();
    expect(list.getByText('You')).toBeInTheDocument();
    // Only the administrator who has not chosen a display name is marked.
    expect(
      list.getAllByText('No name chosen yet: their replies are signed “KC Law”.'),
    ).toHaveLength(1);
    expect(list.getAllByRole('button', { name: /^Revoke admin/ })).toHaveLength(1);
    expect(list.getByRole('button', { name: 'Revoke admin: Eleni Georgiou' })).toBeInTheDocument();
  });

  it('grants admin by e-mail with a name; the server’s refusal is a toast and the form stays', async () => {
    let refuse = true;
    const fetch = serve((url) =>
      url === '/api/admin/administrators' && refuse
        ? {
            status: 404,
            body: {
              error: {
                code: 'NOT_FOUND',
                message: 'No account has the e-mail new@x.cy. The person must sign up first.',
              },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/admin/security');
    await user.click(await screen.findByRole('button', { name: 'Grant admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Grant admin' }));
    await user.click(dialog.getByRole('button', { name: 'Grant admin' }));
    expect(await dialog.findByText('Enter the e-mail address of the account.')).toBeInTheDocument();
    expect(dialog.getByText('Enter the name clients will see beside the replies.')).toBeVisible();

    await user.type(dialog.getByLabelText('E-mail address of the account'), 'New@X.cy');
    await user.type(dialog.getByLabelText('Their name'), ' Andreas Pavlou ');
    await user.click(dialog.getByRole('button', { name: 'Grant admin' }));
    expect(
      await screen.findByText('No account has the e-mail new@x.cy. The person must sign up first.'),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('E-mail address of the account')).toHaveValue('New@X.cy');

    refuse = false;
    await user.click(dialog.getByRole('button', { name: 'Grant admin' }));
    expect(await screen.findByText('new@x.cy is now an administrator.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url, init]) => [url, JSON.parse(String(init!.body))])).toEqual([
      ['/api/admin/administrators', { email: 'new@x.cy', name: 'Andreas Pavlou' }],
      ['/api/admin/administrators', { email: 'new@x.cy', name: 'Andreas Pavlou' }],
    ]);
  });

  it('revokes after a confirmation; a refusal is the server’s message in a toast', async () => {
    let refuse = true;
    const fetch = serve((_url, init) =>
      init.method === 'DELETE' && refuse
        ? {
            status: 409,
            body: {
              error: {
                code: 'LAST_ADMIN',
                message: 'The last administrator cannot be removed.',
              },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/admin/security');
    await user.click(await screen.findByRole('button', { name: 'Revoke admin: Eleni Georgiou' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Revoke admin?' }));
    expect(
      confirm.getByText(
        'Eleni Georgiou (eleni@kclaw.test) will no longer reach the back office, from their next request. The account itself stays.',
      ),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    const revoke = async () => {
      await user.click(screen.getByRole('button', { name: 'Revoke admin: Eleni Georgiou' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', {
          name: 'Revoke admin',
        }),
      );
    };
    await revoke();
    expect(
      await screen.findByText('The last administrator cannot be removed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Eleni Georgiou')).toBeInTheDocument();

    refuse = false;
    await revoke();
    // The row leaves the list, and the toast still says what happened.
    expect(
      await screen.findByText('eleni@kclaw.test is no longer an administrator.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Eleni Georgiou')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/administrators/u2',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('reads in Greek', async () => {
    serve();
    renderApp('/admin/security', undefined, { language: 'el' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ασφάλεια' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Αρχείο ελέγχου' }));
    expect(table.getByText('Αποτυχημένη σύνδεση')).toBeInTheDocument();
    expect(table.getByText('Διαγράφηκαν 3 μηνύματα')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ορισμός διαχειριστή' })).toBeInTheDocument();
  });
});
