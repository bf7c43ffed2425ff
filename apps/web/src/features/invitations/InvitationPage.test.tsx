import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, session, signedOut } from '../../test/render';

describe('InvitationPage', () => {
  it('sets the password with the link and lands in the portal', async () => {
    let signedIn = false;
    const fetch = mockFetch((url) => {
      if (url === '/api/me') return signedIn ? session('nikos@example.com') : signedOut;
      if (url.startsWith('/api/invitations/status'))
        return { status: 200, body: { state: 'ready', email: 'nikos@example.com', name: 'Nikos' } };
      if (url === '/api/invitations/accept') {
        signedIn = true;
        return { status: 200, body: { signedIn: true } };
      }
      return { status: 200, body: { matters: [], page: 1, pageSize: 5, total: 0 } };
    });
    const user = userEvent.setup();
    const { location } = renderApp('/invitation?token=abc%2Bdef');
    expect(await screen.findByText('Account: Nikos (nikos@example.com)')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/invitations/status?token=abc%2Bdef',
      expect.anything(),
    );

    await user.type(screen.getByLabelText('New password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm password'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Welcome! Your password is set.')).toBeInTheDocument();
    expect(location().pathname).toBe('/client-portal');
    const accept = fetch.mock.calls.find(([url]) => url === '/api/invitations/accept')!;
    expect(JSON.parse(String(accept[1]!.body))).toEqual({
      token: 'abc+def',
      password: 'a-long-password',
    });
  });

  it('explains, in Greek, a link that no longer works', async () => {
    mockFetch((url) =>
      url === '/api/me' ? signedOut : { status: 200, body: { state: 'invalid' } },
    );
    renderApp('/el/invitation?token=old', undefined, { language: 'el' });
    expect(await screen.findByText(/Αυτός ο σύνδεσμος πρόσκλησης έχει λήξει/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Μετάβαση στη σύνδεση' })).toHaveAttribute(
      'href',
      '/el/auth',
    );
  });
});
