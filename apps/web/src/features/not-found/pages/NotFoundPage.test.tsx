import { screen } from '@testing-library/react';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

describe('NotFoundPage', () => {
  beforeEach(() => {
    mockFetch(() => signedOut);
  });

  it('offers the way home on public paths', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('offers the admin dashboard and the public site under /admin', async () => {
    renderApp('/admin/no-such-page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByRole('link', { name: 'Public Site' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Return to Home' })).not.toBeInTheDocument();
  });
});
