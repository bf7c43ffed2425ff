import { lazy } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { mockFetch, renderApp, session, signedOut } from '../../test/render';
import { apiRequest } from '../../lib/api-client';
import { PageLoadError } from '../page-modules';
import { RootLayout } from '../layout/RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const serverError = { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom.' } } };

/** A page that hands a failed load to the route's error boundary. */
function ReportPage() {
  const { data, error } = useQuery({
    queryKey: ['report'],
    queryFn: () => apiRequest<{ title: string }>('/api/report'),
  });
  if (error) throw error;
  return <h1>{data?.title ?? 'Loading'}</h1>;
}

describe('Route error page', () => {
  it('replaces a failing page with a calm error page under a usable header; Retry loads it again', async () => {
    let answer: { status: number; body: unknown } = serverError;
    mockFetch((url) => (url.startsWith('/api/me') ? signedOut : answer));
    const user = userEvent.setup();
    renderApp('/report', [
      {
        element: <RootLayout />,
        children: [
          {
            element: <RouteErrorBoundary />,
            children: [{ path: '/report', element: <ReportPage /> }],
          },
        ],
      },
    ]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

    answer = { status: 200, body: { title: 'Quarterly Report' } };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quarterly Report' }),
    ).toBeInTheDocument();
  });

  it('shows the same page when the code of a page cannot be loaded', async () => {
    mockFetch(() => signedOut);
    const BrokenPage = lazy(() => Promise.reject(new PageLoadError('broken/BrokenPage')));
    renderApp('/broken', [
      {
        element: <RootLayout />,
        children: [
          {
            element: <RouteErrorBoundary />,
            children: [{ path: '/broken', element: <BrokenPage /> }],
          },
        ],
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('clears the error page when the visitor navigates to another page', async () => {
    mockFetch(() => signedOut);
    const user = userEvent.setup();
    function Broken(): never {
      throw new Error('Render failed.');
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/broken', [
      {
        element: <RootLayout />,
        children: [
          {
            element: <RouteErrorBoundary />,
            children: [
              { path: '/broken', element: <Broken /> },
              { path: '/', element: <h1>Welcome</h1> },
            ],
          },
        ],
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the Not-found page when the API does not know the edited article', async () => {
    mockFetch((url) =>
      url.startsWith('/api/me')
        ? session('admin@example.com', true)
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } },
    );
    renderApp('/admin/articles/0b7c1b1e-5f2a-4c8e-9a51-3f0e2d4c6a7b/edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
