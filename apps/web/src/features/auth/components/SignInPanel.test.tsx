import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

const sent = { status: 200, body: { status: true } };

describe('signing in without a password', () => {
  it('mails a sign-in link, with an answer that never says whether the account exists', async () => {
    const fetch = mockFetch((url) => (url === '/api/auth/sign-in/magic-link' ? sent : signedOut));
    const user = userEvent.setup();
    renderApp('/auth');

    await user.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(screen.getByRole('heading', { name: 'Sign in with a link' })).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'Someone@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));

    expect(
      await screen.findByText(
        'If an account exists for someone@example.com, a sign-in link is on its way. It works once, for 15 minutes.',
      ),
    ).toBeInTheDocument();
    const request = fetch.mock.calls.find(([url]) => url === '/api/auth/sign-in/magic-link')!;
    expect(JSON.parse(String(request[1]!.body))).toEqual({ email: 'someone@example.com' });

    await user.click(screen.getByRole('button', { name: 'Back to sign in with a password' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it("'Forgot password?' mails a reset link; a refusal says how long to wait", async () => {
    let calls = 0;
    mockFetch((url) => {
      if (url !== '/api/auth/request-password-reset') return signedOut;
      calls += 1;
      return calls === 1
        ? sent
        : {
            status: 429,
            body: {
              error: {
                code: 'RATE_LIMITED',
                message:
                  'Too many e-mails were asked for this address or from your network. Please wait 15 minutes and try again.',
              },
            },
          };
    });
    const user = userEvent.setup();
    renderApp('/auth?admin=true');

    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'partner@kclaw.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        /a link to reset its password is on its way. It works once, for 60 minutes./,
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 15 minutes');
  });

  it('explains, in Greek, a sign-in link that was used or expired, and offers a new one', async () => {
    mockFetch(() => signedOut);
    renderApp('/el/auth?error=INVALID_TOKEN', undefined, { language: 'el' });
    expect(
      await screen.findByText(/Αυτός ο σύνδεσμος σύνδεσης έχει λήξει ή έχει ήδη χρησιμοποιηθεί/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Αποστολή συνδέσμου σύνδεσης' })).toBeInTheDocument();
  });
});
