import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, session } from '../../../test/render';
import { loadAdminLayout } from './lazy-admin-layout';
import { layoutTestRoutes } from '../../../test/layout-routes';

const toggleButton = () => screen.getByRole('button', { name: 'Toggle sidebar' });
const sidebarState = () => document.getElementById('admin-sidebar')?.dataset.state;
const forgetCookie = () => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
};

describe('the admin sidebar toggle', () => {
  beforeAll(async () => {
    // As in the browser, where the layout's code is fetched before the first render.
    await loadAdminLayout();
  });
  beforeEach(() => {
    forgetCookie();
    mockFetch(() => session('admin@kclaw.test', true));
  });
  afterEach(forgetCookie);

  it('collapses and expands with Ctrl+B, remembering the state in the cookie', async () => {
    renderApp('/admin', layoutTestRoutes);
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    expect(toggleButton()).toHaveAttribute('aria-controls', 'admin-sidebar');
    await userEvent.keyboard('{Control>}b{/Control}');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(sidebarState()).toBe('collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
    // Collapsed, the links keep their names (and show them as tooltips).
    expect(screen.getByRole('link', { name: 'Clients' })).toHaveAttribute('title', 'Clients');
    await userEvent.keyboard('{Control>}b{/Control}');
    expect(sidebarState()).toBe('expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('answers Cmd+B and the button too', async () => {
    renderApp('/admin', layoutTestRoutes);
    await userEvent.keyboard('{Meta>}b{/Meta}');
    expect(sidebarState()).toBe('collapsed');
    await userEvent.click(toggleButton());
    expect(sidebarState()).toBe('expanded');
  });

  it('leaves Ctrl+B to a field the user is typing in', async () => {
    renderApp('/admin', layoutTestRoutes);
    const field = await screen.findByRole('textbox', { name: 'Note' });
    await userEvent.click(field);
    await userEvent.keyboard('{Control>}b{/Control}');
    expect(sidebarState()).toBe('expanded');
    expect(document.cookie).not.toContain('sidebar_state');
  });

  it('renders the remembered state on its first render', () => {
    document.cookie = 'sidebar_state=false; path=/';
    act(() => {
      renderApp('/admin', layoutTestRoutes);
    });
    // Synchronously after the first render: never the expanded width first.
    expect(sidebarState()).toBe('collapsed');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
