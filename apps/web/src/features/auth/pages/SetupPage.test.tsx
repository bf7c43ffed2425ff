import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

describe('SetupPage', () => {
  it('explains an invalid link when there is no token', async () => {
    mockFetch(() => signedOut);
    renderApp('/setup');
    expect(
      await screen.findByText('This setup link is invalid or has already been used.'),
    ).toBeInTheDocument();
  });

  it('says when an administrator already exists', async () => {
    mockFetch((url) =>
      url.includes('/api/setup/status')
        ? { status: 200, body: { state: 'admin-exists' } }
        : signedOut,
    );
    renderApp('/setup?token=abc');
    expect(await screen.findByText(/An administrator already exists/)).toBeInTheDocument();
  });

  it('creates the first administrator, with their name, and goes to admin sign-in', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.includes('/api/setup/status')) return { status: 200, body: { state: 'ready' } };
      if (url.endsWith('/api/setup')) return { status: 201, body: { ok: true } };
      return signedOut;
    });
    const user = userEvent.setup();
    const { location } = renderApp('/setup?token=abc');

    await user.type(await screen.findByLabelText('Email'), 'Owner@Example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    await user.type(screen.getByLabelText('Confirm Password'), 'long-enough-pw');
    // The name is asked for: clients see it beside the administrator's replies.
    await user.click(screen.getByRole('button', { name: 'Create Administrator' }));
    expect(
      await screen.findByText('Enter the name clients will see beside the replies.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
      'Clients see it beside your replies in the chat and in secure messages. Enter the name clients will see beside the replies.',
    );
    await user.type(screen.getByLabelText('Your name'), '  Maria Georgiou ');
    await user.click(screen.getByRole('button', { name: 'Create Administrator' }));

    await waitFor(() => expect(location().search).toBe('?admin=true'));
    const setupCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/setup'));
    expect(JSON.parse(String(setupCall?.[1]?.body))).toEqual({
      token: 'abc',
      name: 'Maria Georgiou',
      email: 'owner@example.com',
      password: 'long-enough-pw',
    });
  });

  it("prefixes the server's message with 'Setup failed: '", async () => {
    mockFetch((url) => {
      if (url.includes('/api/setup/status')) return { status: 200, body: { state: 'ready' } };
      if (url.endsWith('/api/setup'))
        return {
          status: 409,
          body: { error: { code: 'conflict', message: 'An administrator already exists.' } },
        };
      return signedOut;
    });
    const user = userEvent.setup();
    renderApp('/setup?token=abc');

    await user.type(await screen.findByLabelText('Your name'), 'Maria Georgiou');
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    await user.type(screen.getByLabelText('Confirm Password'), 'long-enough-pw');
    await user.click(screen.getByRole('button', { name: 'Create Administrator' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Setup failed: An administrator already exists.',
    );
  });
});
