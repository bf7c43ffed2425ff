import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankAccount } from '@lexbridge/shared/schemas/banking';
import { mockFetch, renderApp, session } from '../../../test/render';

const account = (n: number, changes: Partial<BankAccount> = {}): BankAccount => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  accountName: `Account ${n}`,
  maskedAccountNumber: '**********6789',
  bankName: 'Bank of Cyprus',
  accountType: 'business',
  isPrimary: false,
  createdAt: '2026-11-01T09:00:00.000Z',
  ...changes,
});
const operating = account(1, { accountName: 'Operating', isPrimary: true });
const clientFunds = account(2, { accountName: 'Client funds', accountType: 'savings' });

type Answer = { status: number; body?: unknown };

/** The firm's accounts; `write` answers POST, PATCH and DELETE (success by default). */
function serve(accounts: BankAccount[], write: (url: string, init: RequestInit) => Answer | void) {
  return mockFetch((url, init) => {
    if (url === '/api/me') return session('admin@kclaw.test', true);
    if (init?.method && init.method !== 'GET') return write(url, init) ?? { status: 200, body: {} };
    if (url === '/api/admin/bank-accounts') return { status: 200, body: accounts };
    return { status: 404, body: { error: { code: 'not_found', message: 'x' } } };
  });
}

const writes = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => [
      init!.method,
      String(url),
      init!.body ? JSON.parse(String(init!.body)) : undefined,
    ]);

describe('Banking tab', () => {
  it('lists the accounts masked, reveals both numbers on Show and forgets them on Hide', async () => {
    const fetch = serve([operating, clientFunds], (url) =>
      url.endsWith('/reveal')
        ? {
            status: 200,
            body: { accountNumber: 'CY17002001280000001200526789', routingNumber: 'BCYPCY2N' },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/admin?tab=banking');

    const first = await screen.findByRole('article', { name: 'Operating' });
    expect(within(first).getByText('Primary', { selector: 'span' })).toBeInTheDocument();
    expect(within(first).getByText('Bank of Cyprus · Business')).toBeInTheDocument();
    expect(within(first).getByText('**********6789')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Client funds' });
    expect(within(second).queryByText('Primary', { selector: 'span' })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Show the numbers of Operating' }));
    expect(await within(first).findByText('CY17002001280000001200526789')).toBeInTheDocument();
    expect(within(first).getByText('BCYPCY2N')).toBeInTheDocument();
    expect(writes(fetch)).toEqual([
      ['POST', `/api/admin/bank-accounts/${operating.id}/reveal`, undefined],
    ]);

    await user.click(within(first).getByRole('button', { name: 'Hide the numbers of Operating' }));
    expect(within(first).queryByText('CY17002001280000001200526789')).toBeNull();
    expect(within(first).queryByText('BCYPCY2N')).toBeNull();
    expect(within(first).getByText('**********6789')).toBeInTheDocument();
  });

  it('switches the primary account and deletes one after confirmation, with the spec toasts', async () => {
    const fetch = serve([operating, clientFunds], (_url, init) =>
      init.method === 'DELETE' ? { status: 204 } : undefined,
    );
    const user = userEvent.setup();
    renderApp('/admin?tab=banking');

    const second = await screen.findByRole('article', { name: 'Client funds' });
    const toggle = within(second).getByRole('button', { name: 'Primary account: Client funds' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(await screen.findByText('Account set as primary')).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Operating' });
    await user.click(within(first).getByRole('button', { name: 'Primary account: Operating' }));
    expect(await screen.findByText('Account removed from primary')).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: 'Delete Client funds' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this bank account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Bank account deleted successfully')).toBeInTheDocument();

    expect(writes(fetch)).toEqual([
      ['PATCH', `/api/admin/bank-accounts/${clientFunds.id}`, { isPrimary: true }],
      ['PATCH', `/api/admin/bank-accounts/${operating.id}`, { isPrimary: false }],
      ['DELETE', `/api/admin/bank-accounts/${clientFunds.id}`, undefined],
    ]);
  });

  it('asks for every required field, then adds the account as typed', async () => {
    const fetch = serve([], () => ({ status: 201, body: operating }));
    const user = userEvent.setup();
    renderApp('/admin?tab=banking');

    expect(
      await screen.findByText('No bank accounts found. Add one to get started.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Bank Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bank Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Bank Account' }));
    // Under each of the four required fields, and once as a toast.
    await waitFor(() =>
      expect(screen.getAllByText('Please fill in all required fields')).toHaveLength(5),
    );
    expect(within(dialog).getAllByText('Please fill in all required fields')).toHaveLength(4);
    expect(writes(fetch)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Account name'), 'Operating');
    await user.type(within(dialog).getByLabelText('Bank name'), 'Bank of Cyprus');
    await user.type(within(dialog).getByLabelText('Account number'), 'CY17 0020 0128');
    await user.type(within(dialog).getByLabelText('Routing number'), 'BCYPCY2N');
    await user.selectOptions(within(dialog).getByLabelText('Account type'), 'Business');
    await user.click(within(dialog).getByLabelText('Primary account'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Bank Account' }));

    expect(await screen.findByText('Bank account added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetch)).toEqual([
      [
        'POST',
        '/api/admin/bank-accounts',
        {
          accountName: 'Operating',
          bankName: 'Bank of Cyprus',
          accountNumber: 'CY17 0020 0128',
          routingNumber: 'BCYPCY2N',
          accountType: 'business',
          isPrimary: true,
        },
      ],
    ]);
  });

  it("says 'Failed to fetch bank accounts' when the list cannot be loaded", async () => {
    mockFetch((url) =>
      url === '/api/me'
        ? session('admin@kclaw.test', true)
        : { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    );
    renderApp('/admin?tab=banking');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch bank accounts');
  });
});
