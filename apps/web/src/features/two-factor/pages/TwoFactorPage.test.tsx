import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

const admin = (mfaEnrolmentRequired: boolean) => ({
  status: 200,
  body: {
    user: { id: 'a1', email: 'admin@example.com', name: 'admin', twoFactorEnabled: false },
    isAdmin: true,
    mfaEnrolmentRequired,
  },
});

describe('two-factor sign-in in the web app', () => {
  it('takes an admin who must enrol from /admin to /account/two-factor', async () => {
    mockFetch((url) =>
      url === '/api/two-factor'
        ? { status: 200, body: { enabled: false, name: null, hasPassword: true } }
        : admin(true),
    );
    const { location } = renderApp('/admin');
    await waitFor(() => expect(location().pathname).toBe('/account/two-factor'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Administrators must set up two-factor sign-in/)).toBeInTheDocument();
    expect(await screen.findByLabelText('Name of the authenticator')).toBeInTheDocument();
  });

  it('asks for the code after the password, and signs in with it', async () => {
    let stage: 'out' | 'code' | 'in' = 'out';
    const sent: string[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/api/auth/sign-in/email')) {
        stage = 'code';
        return { status: 200, body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } };
      }
      if (url.endsWith('/api/auth/two-factor/verify-totp')) {
        sent.push(String(init?.body));
        stage = 'in';
        return { status: 200, body: { token: 't' } };
      }
      return stage === 'in' ? admin(false) : signedOut;
    });
    const user = userEvent.setup();
    const { location } = renderApp('/auth?admin=true');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByLabelText('Remember this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(JSON.parse(sent[0]!)).toEqual({ code: '123456', trustDevice: true });
  });

  it('offers a backup code instead, and shows why a code was refused', async () => {
    mockFetch((url) =>
      url.endsWith('/verify-backup-code')
        ? {
            status: 401,
            body: {
              error: { code: 'INVALID_BACKUP_CODE', message: 'That backup code is not right.' },
            },
          }
        : signedOut,
    );
    const user = userEvent.setup();
    renderApp('/auth?twoFactor=1');
    await user.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
    await user.type(screen.getByLabelText('Backup code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That backup code is not right.')).toBeInTheDocument();
  });
});
