import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, session, expectToast } from '../../../test/render';

/** A signed-in administrator linked to `teamMemberId` (or none), in `language`. */
const admin = (teamMemberId: string | null, language = 'en') => ({
  status: 200,
  body: {
    user: {
      id: 'a1',
      email: 'maria@kclaw.test',
      name: 'Maria',
      nameChosen: true,
      language,
      teamMemberId,
    },
    isAdmin: true,
  },
});

function serve(
  me: ReturnType<typeof admin>,
  link: { status: number; body?: unknown } = { status: 204 },
) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (url === '/api/me') return me;
    if (key === 'PUT /api/admin/administrators/me/team-card') return link;
    if (key === 'GET /api/account/sessions') return { status: 200, body: { sessions: [] } };
    if (key === 'GET /api/two-factor')
      return { status: 200, body: { enabled: true, name: 'Phone', hasPassword: true } };
    return { status: 404 };
  });
}

const links = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

describe('the account page’s team card', () => {
  it('links an administrator to a card of the published team, and back to none', async () => {
    const fetch = serve(admin(null));
    const user = userEvent.setup();
    renderApp('/account');
    const section = within(await screen.findByRole('region', { name: 'Your card on the team' }));
    const select = section.getByLabelText('Team card');
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Konstantinos Christou · Founding Partner, Advocate');
    await user.click(section.getByRole('button', { name: 'Save card' }));
    await expectToast('Your team card is saved.');
    await user.selectOptions(select, 'No card');
    await user.click(section.getByRole('button', { name: 'Save card' }));
    expect(links(fetch)).toEqual([
      { teamMemberId: 'konstantinos-christou' },
      { teamMemberId: null },
    ]);
  });

  it('shows the card chosen, in Greek, and says why a save was refused', async () => {
    serve(admin('konstantinos-christou', 'el'), {
      status: 400,
      body: { error: { code: 'TEAM_CARD_UNKNOWN', message: 'Αυτή η κάρτα δεν υπάρχει.' } },
    });
    const user = userEvent.setup();
    renderApp('/account', undefined, { language: 'el' });
    const section = within(await screen.findByRole('region', { name: 'Η κάρτα σας στην ομάδα' }));
    expect(section.getByLabelText('Κάρτα ομάδας')).toHaveValue('konstantinos-christou');
    await user.click(section.getByRole('button', { name: 'Αποθήκευση κάρτας' }));
    await expectToast('Η κάρτα σας στην ομάδα δεν αποθηκεύτηκε');
    expect(screen.getByText('Αυτή η κάρτα δεν υπάρχει.')).toBeVisible();
  });

  it('is not offered to a client', async () => {
    mockFetch((url) =>
      url === '/api/me' ? session('ann@example.com') : { status: 200, body: { sessions: [] } },
    );
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your card on the team' })).toBeNull();
  });
});
