import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { mockFetch, renderApp, session, expectToast } from '../../../test/render';

type Answer = { status: number; body?: unknown };

/** A signed-in administrator: `name` as the server has it, chosen or still the address's. */
const admin = (name: string, nameChosen: boolean, language: Language = 'en') => ({
  status: 200,
  body: {
    user: { id: 'a1', email: 'info@kclaw.test', name, nameChosen, language },
    isAdmin: true,
  },
});

/** The account page's API; the rename answers `rename` (204 by default). */
function serve(me: Answer, rename: Answer = { status: 204 }) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (url === '/api/me') return me;
    if (key === 'PATCH /api/admin/administrators/me') return rename;
    if (key === 'GET /api/account/sessions') return { status: 200, body: { sessions: [] } };
    if (key === 'GET /api/two-factor')
      return { status: 200, body: { enabled: true, name: 'Phone', hasPassword: true } };
    return { status: 404 };
  });
}

const renames = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([url, init]) => init?.method === 'PATCH' && String(url).endsWith('/me'))
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

describe('the account page’s display name', () => {
  it('asks an administrator without one to choose it, checks it, and saves it trimmed', async () => {
    const fetch = serve(admin('info', false));
    const user = userEvent.setup();
    renderApp('/account');
    const section = within(await screen.findByRole('region', { name: 'Your name' }));
    expect(
      section.getByText(
        'You have not chosen a name yet: clients see your replies signed “KC Law”.',
      ),
    ).toBeVisible();
    // The address's local part is no name: the field starts empty.
    const field = section.getByLabelText('Display name');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('maxLength', '80');

    await user.type(field, '   ');
    await user.click(section.getByRole('button', { name: 'Save name' }));
    expect(
      await section.findByText('Enter the name clients will see beside the replies.'),
    ).toBeVisible();
    expect(renames(fetch)).toEqual([]);

    await user.clear(field);
    await user.type(field, '  Maria Georgiou ');
    await user.click(section.getByRole('button', { name: 'Save name' }));
    await expectToast('Your name is saved.');
    expect(renames(fetch)).toEqual([{ name: 'Maria Georgiou' }]);
    // Chosen now: the warning goes, the field keeps the name.
    await waitFor(() => expect(section.queryByText(/not chosen a name yet/)).toBeNull());
    expect(field).toHaveValue('Maria Georgiou');
  });

  it('shows a chosen name to change, and the server’s reason when it refuses', async () => {
    const refusal = {
      status: 400,
      body: { error: { code: 'VALIDATION', message: 'Write the name on one line.' } },
    };
    serve(admin('Maria Georgiou', true), refusal);
    const user = userEvent.setup();
    renderApp('/account');
    const section = within(await screen.findByRole('region', { name: 'Your name' }));
    expect(section.queryByText(/not chosen a name yet/)).toBeNull();
    const field = section.getByLabelText('Display name');
    expect(field).toHaveValue('Maria Georgiou');
    await user.clear(field);
    await user.type(field, 'Maria Georgiou-Ioannou');
    await user.click(section.getByRole('button', { name: 'Save name' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Write the name on one line.');
    expect(field).toHaveValue('Maria Georgiou-Ioannou');
  });

  it('reads in Greek', async () => {
    serve(admin('info', false, 'el'));
    renderApp('/account', undefined, { language: 'el' });
    const section = within(await screen.findByRole('region', { name: 'Το όνομά σας' }));
    expect(section.getByLabelText('Όνομα εμφάνισης')).toBeVisible();
    expect(
      section.getByText(
        'Δεν έχετε επιλέξει ακόμη όνομα: οι πελάτες βλέπουν τις απαντήσεις σας με την υπογραφή «KC Law».',
      ),
    ).toBeVisible();
    expect(section.getByRole('button', { name: 'Αποθήκευση ονόματος' })).toBeVisible();
  });

  it('is not offered to a client, whose name the firm keeps', async () => {
    serve(session('anna@example.com'));
    renderApp('/account');
    expect(await screen.findByRole('region', { name: 'Signed-in devices' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your name' })).toBeNull();
  });
});
