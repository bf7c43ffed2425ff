import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from './components/AuthProvider';
import { useAuth } from './auth-context';
import { mockFetch, session } from '../../test/render';

function Probe() {
  const { user, loading, signOut } = useAuth();
  if (loading) return <p>Loading...</p>;
  return (
    <div>
      <p>{user ? `user: ${user.email}` : 'signed out'}</p>
      <button onClick={() => void signOut()}>Sign Out</button>
    </div>
  );
}

describe('useAuth', () => {
  it('throws outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('clears the user on sign-out even when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch((url) => {
      if (url.endsWith('/api/me')) return session('client@example.com');
      throw new TypeError('Failed to fetch');
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </QueryClientProvider>,
    );

    expect(await screen.findByText('user: client@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
  });
});
