import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminNavigation } from '@lexbridge/shared/routes';
import { mockFetch, renderApp, session, signedOut } from '../../../test/render';
import { layoutTestRoutes } from '../../../test/layout-routes';

const nav = () => screen.getByRole('navigation', { name: 'Admin pages' });

describe('the admin layout', () => {
  it('lists the built sections from the route manifest, in its order, then the foot links', async () => {
    mockFetch(() => session('admin@kclaw.test', true));
    renderApp('/admin', layoutTestRoutes);
    await screen.findByRole('heading', { name: 'Page /admin' });
    const links = within(nav()).getAllByRole('link');
    expect(links.slice(0, -2).map((link) => link.getAttribute('href'))).toEqual(
      adminNavigation.map((section) => section.to),
    );
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Analytics',
      'Matters',
      'Clients',
      'Documents',
      'Secure messages',
      'Invoices',
      'Calendar Management',
      'Security',
      'Settings',
      'Site',
      'Conversations',
      'Articles',
      'Contact Requests',
      'Outbox',
      'Public Site',
      'My Account',
    ]);
    expect(links.at(-2)).toHaveAttribute('href', '/');
    expect(links.at(-1)).toHaveAttribute('href', '/account');
    // No public header, footer or chat button; one main.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('marks the current section, also on its sub-pages, and the dashboard only on itself', async () => {
    mockFetch(() => session('admin@kclaw.test', true));
    renderApp('/admin/clients/c1', layoutTestRoutes);
    await screen.findByRole('heading', { name: 'Page /admin/clients/:id' });
    expect(within(nav()).getByRole('link', { name: 'Clients' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('signs out from the foot of the sidebar and returns home', async () => {
    let signedIn = true;
    const fetch = mockFetch((url) => {
      if (url.startsWith('/api/auth/sign-out')) {
        signedIn = false;
        return { status: 200, body: {} };
      }
      return signedIn ? session('admin@kclaw.test', true) : signedOut;
    });
    const { location } = renderApp('/admin/clients', layoutTestRoutes);
    await screen.findByRole('heading', { name: 'Page /admin/clients' });
    await userEvent.click(within(nav()).getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { name: 'Page /' });
    expect(location().pathname).toBe('/');
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/auth/sign-out'))).toBe(
      true,
    );
  });

  it('opens the sheet from the menu button; Escape and choosing a link close it', async () => {
    mockFetch(() => session('admin@kclaw.test', true));
    const { location } = renderApp('/admin', layoutTestRoutes);
    const menu = await screen.findByRole('button', { name: 'Open the admin menu' });
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const sheet = screen.getByRole('dialog', { name: 'Admin menu' });
    await userEvent.keyboard('{Escape}');
    expect(sheet).not.toBeInTheDocument();
    await userEvent.click(menu);
    const dialog = screen.getByRole('dialog', { name: 'Admin menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Clients' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/admin/clients');
  });

  it('frames /messages in the admin layout for admins only', async () => {
    mockFetch(() => session('client@example.com'));
    const client = renderApp('/messages', layoutTestRoutes);
    // The site's footer once the session is known; no admin navigation.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin pages' })).not.toBeInTheDocument();
    client.unmount();

    mockFetch(() => session('admin@kclaw.test', true));
    renderApp('/messages', layoutTestRoutes);
    expect(
      within(await screen.findByRole('navigation', { name: 'Admin pages' })).getByRole('link', {
        name: 'Secure messages',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
