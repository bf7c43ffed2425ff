import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, session, signedOut } from '../../test/render';

describe('Header', () => {
  it('offers Client Portal and Admin Login when signed out, and a menu button', async () => {
    mockFetch(() => signedOut);
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'SERVICES' })).toHaveAttribute(
      'href',
      '/#services',
    );
    expect((await screen.findAllByRole('link', { name: 'Admin Login' }))[0]).toHaveAttribute(
      'href',
      '/auth?admin=true',
    );

    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it("shows an admin's e-mail, admin links and Sign Out", async () => {
    mockFetch(() => session('admin@example.com', true));
    renderApp('/admin-access');
    const banner = await screen.findByRole('banner');
    expect((await within(banner).findAllByText('admin@example.com'))[0]).toBeInTheDocument();
    expect(within(banner).getAllByRole('link', { name: 'Admin Dashboard' })[0]).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(banner).getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThan(0);
    expect(within(banner).queryByRole('link', { name: 'Client Portal' })).not.toBeInTheDocument();
  });

  it('shows the floating Home link except on / and /client-portal', async () => {
    mockFetch(() => signedOut);
    renderApp('/');
    await screen.findByRole('heading', { name: 'We care' });
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('shows the floating Home link on other pages', async () => {
    mockFetch(() => signedOut);
    renderApp('/admin-access');
    expect(await screen.findByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
