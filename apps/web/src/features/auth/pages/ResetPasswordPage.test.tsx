import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

describe('ResetPasswordPage', () => {
  it('sets the new password with the token from the link, then asks to sign in', async () => {
    const fetch = mockFetch((url) =>
      url === '/api/auth/reset-password' ? { status: 200, body: { status: true } } : signedOut,
    );
    const user = userEvent.setup();
    const { location } = renderApp('/auth/reset-password?token=tok%2Ben');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('Your password is changed. Sign in with it.'),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/auth');
    const request = fetch.mock.calls.find(([url]) => url === '/api/auth/reset-password')!;
    expect(JSON.parse(String(request[1]!.body))).toEqual({
      token: 'tok+en',
      newPassword: 'brand-new-pass',
    });
  });

  it("shows the server's refusal of a used link, in Greek", async () => {
    mockFetch((url) =>
      url === '/api/auth/reset-password'
        ? {
            status: 400,
            body: {
              error: {
                code: 'INVALID_TOKEN',
                message: 'Αυτός ο σύνδεσμος επαναφοράς έχει λήξει ή έχει ήδη χρησιμοποιηθεί.',
              },
            },
          }
        : signedOut,
    );
    const user = userEvent.setup();
    renderApp('/el/auth/reset-password?token=used', undefined, { language: 'el' });
    await user.type(await screen.findByLabelText('Νέος κωδικός'), 'brand-new-pass');
    await user.type(screen.getByLabelText(/Επιβεβαίωση/), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση νέου κωδικού' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('έχει ήδη χρησιμοποιηθεί');
  });

  it('explains a link without its token', async () => {
    mockFetch(() => signedOut);
    renderApp('/auth/reset-password');
    expect(await screen.findByText(/This reset link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
