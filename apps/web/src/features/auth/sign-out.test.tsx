import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import { localizeSite } from '@lexbridge/shared/site/localize';
import { mockFetch, renderApp, session, signedOut } from '../../test/render';

// Its own file: the home page's code must not be loaded yet, as on a first visit to the portal.
describe('signing out', () => {
  it('sends a client who signs out in the portal home, not to the sign-in page', async () => {
    let signedIn = true;
    mockFetch((url) => {
      if (url.startsWith('/api/auth/sign-out')) {
        signedIn = false;
        return { status: 200, body: {} };
      }
      // Signing out empties the cache of what was fetched as the client; the home page fetches
      // the firm's site again.
      if (url.startsWith('/api/site')) {
        const site = localizeSite(kcLawSiteSeed, 'en');
        return { status: 200, body: { version: 1, publishedAt: '2026-11-01T00:00:00Z', site } };
      }
      if (url.startsWith('/api/matters')) {
        return { status: 200, body: { matters: [], page: 1, pageSize: 5, total: 0 } };
      }
      if (url.startsWith('/api/appointments')) {
        return { status: 200, body: { appointments: [], total: 0 } };
      }
      if (url.startsWith('/api/documents')) {
        return { status: 200, body: { documents: [], page: 1, pageSize: 20, total: 0 } };
      }
      if (url.startsWith('/api/invoices')) {
        return {
          status: 200,
          body: { invoices: [], page: 1, pageSize: 5, total: 0, openTotal: 0 },
        };
      }
      return signedIn ? session('client@example.com') : signedOut;
    });
    const { location } = renderApp('/client-portal');
    await screen.findByText('Welcome, client@example.com');

    const main = screen.getByRole('main');
    await userEvent.click(within(main).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'We care' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });
});
