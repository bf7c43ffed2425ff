import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, session, signedOut } from '../../../test/render';

describe('AuthPage', () => {
  it('admin mode shows the admin title, empty fields and no pre-filled credentials', async () => {
    mockFetch(() => signedOut);
    renderApp('/auth?admin=true');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'KC Law - Admin Access' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByText(/pre-filled/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin access help' })).toHaveAttribute(
      'href',
      '/admin-access',
    );
  });

  it('asks only for the address on sign-up, and refuses an invalid one with a visible message', async () => {
    const fetchMock = mockFetch(() => signedOut);
    const user = userEvent.setup();
    renderApp('/auth');

    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'We will e-mail you a link to confirm your address and choose your password.',
    );
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sign-up'))).toBe(false);
  });

  it('sends only the address, says to check the e-mail, and stays signed out', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/api/auth/sign-up/email')
        ? { status: 200, body: { signedIn: false } }
        : signedOut,
    );
    const user = userEvent.setup();
    const { location } = renderApp('/auth');

    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(
      await screen.findByText('Check your email for the confirmation link!'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('sign-up'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ email: 'new@example.com' });
    expect(location().pathname).toBe('/auth');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a refusal from the server', async () => {
    mockFetch((url) =>
      url.endsWith('/api/auth/sign-up/email')
        ? {
            status: 429,
            body: {
              error: {
                code: 'RATE_LIMITED',
                message: 'Too many sign-up attempts. Please wait 30 seconds and try again.',
              },
            },
          }
        : signedOut,
    );
    const user = userEvent.setup();
    renderApp('/auth');

    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(
      (
        await screen.findAllByText(
          'Too many sign-up attempts. Please wait 30 seconds and try again.',
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('signs a client in and lands on /client-portal', async () => {
    let signedIn = false;
    mockFetch((url) => {
      if (url.endsWith('/api/auth/sign-in/email')) {
        signedIn = true;
        return { status: 200, body: { signedIn: true, user: {} } };
      }
      return signedIn ? session('client@example.com') : signedOut;
    });
    const user = userEvent.setup();
    const { location } = renderApp('/auth');

    await user.type(await screen.findByLabelText('Email'), 'client@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(location().pathname).toBe('/client-portal'));
    expect(await screen.findByText('Welcome, client@example.com')).toBeInTheDocument();
  });

  it("shows the server's message when sign-in fails", async () => {
    mockFetch((url) =>
      url.endsWith('/api/auth/sign-in/email')
        ? {
            status: 401,
            body: { error: { code: 'invalid_credentials', message: 'Invalid email or password' } },
          }
        : signedOut,
    );
    const user = userEvent.setup();
    renderApp('/auth');

    await user.type(await screen.findByLabelText('Email'), 'client@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });
});
