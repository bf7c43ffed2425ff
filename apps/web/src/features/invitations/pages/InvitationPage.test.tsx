import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, session, signedOut } from '../../../test/render';

const portalData = { status: 200, body: { matters: [], page: 1, pageSize: 5, total: 0 } };

describe('InvitationPage', () => {
  it('the client the link signed in chooses a password and lands in the portal', async () => {
    const fetch = mockFetch((url) => {
      if (url === '/api/me') return session('nikos@example.com');
      if (url === '/api/invitations/status')
        return {
          status: 200,
          body: { email: 'nikos@example.com', name: 'Nikos', hasPassword: false },
        };
      if (url === '/api/invitations/password') return { status: 204 };
      return portalData;
    });
    const user = userEvent.setup();
    const { location } = renderApp('/invitation');
    expect(await screen.findByText('Account: Nikos (nikos@example.com)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip for now and go to my portal' })).toHaveAttribute(
      'href',
      '/client-portal',
    );

    await user.type(screen.getByLabelText('New password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm password'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Welcome! Your password is set.')).toBeInTheDocument();
    expect(location().pathname).toBe('/client-portal');
    const chosen = fetch.mock.calls.find(([url]) => url === '/api/invitations/password')!;
    expect(JSON.parse(String(chosen[1]!.body))).toEqual({ password: 'a-long-password' });
  });

  it('offers the portal to a client who already has a password', async () => {
    mockFetch((url) =>
      url === '/api/me'
        ? session('nikos@example.com')
        : { status: 200, body: { email: 'nikos@example.com', name: 'Nikos', hasPassword: true } },
    );
    renderApp('/invitation');
    expect(await screen.findByText(/already has a password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('explains, in Greek, a link that no longer works', async () => {
    const fetch = mockFetch(() => signedOut);
    renderApp('/el/invitation?error=INVALID_TOKEN', undefined, { language: 'el' });
    expect(await screen.findByText(/Αυτός ο σύνδεσμος πρόσκλησης έχει λήξει/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Μετάβαση στη σύνδεση' })).toHaveAttribute(
      'href',
      '/el/auth',
    );
    expect(fetch.mock.calls.some(([url]) => url === '/api/invitations/status')).toBe(false);
  });
});
