import { screen } from '@testing-library/react';
import { answerLater, mockFetch, renderApp, session, signedOut } from '../../../test/render';

/** The session answers when the test says; every other request stays pending. */
function sessionLater() {
  const me = answerLater();
  mockFetch((url) => (url.startsWith('/api/me') ? me.pending : new Promise(() => {})));
  return me;
}

describe('protected routes', () => {
  it("shows 'Loading...' while the session resolves, then sends the signed-out to /auth", async () => {
    const me = sessionLater();
    const { location } = renderApp('/client-portal');

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    me.answer(signedOut);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to KC Law' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/auth');
  });

  it('sends a signed-out visitor of /admin to /auth', async () => {
    mockFetch(() => signedOut);
    const { location } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to KC Law' });
    expect(location().pathname).toBe('/auth');
  });

  it('sends a non-admin away from admin pages to /', async () => {
    mockFetch(() => session('client@example.com'));
    const { location } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'We care' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });

  it('shows the client portal to a signed-in client', async () => {
    mockFetch(() => session('client@example.com'));
    renderApp('/client-portal');
    expect(await screen.findByText('Welcome, client@example.com')).toBeInTheDocument();
  });

  it('shows the admin dashboard to an admin', async () => {
    mockFetch(() => session('admin@example.com', true));
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
    // In the admin layout, whose sidebar leads to the chat's conversation center.
    expect(screen.getByRole('link', { name: 'Conversations' })).toHaveAttribute(
      'href',
      '/admin/messages',
    );
  });

  it('says Loading in Greek, then shows the client portal in Greek', async () => {
    const me = sessionLater();
    renderApp('/client-portal', undefined, { language: 'el' });

    expect(await screen.findByText('Φόρτωση...')).toBeInTheDocument();
    me.answer(session('client@example.com'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Πύλη Πελατών' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Καλώς ήρθατε, client@example.com')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the Greek sign-in page when the app is in Greek', async () => {
    mockFetch(() => signedOut);
    const { location } = renderApp('/client-portal', undefined, { language: 'el' });
    await screen.findByRole('heading', { level: 1, name: 'Καλώς ήρθατε στην KC Law' });
    expect(location().pathname).toBe('/el/auth');
  });
});
