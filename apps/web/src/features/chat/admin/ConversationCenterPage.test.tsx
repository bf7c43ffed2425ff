import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { AdminConversation } from '@lexbridge/shared/schemas/chat';
import { mockFetch, renderApp, session } from '../../../test/render';

vi.mock('../../../lib/realtime', () => ({
  getRealtime: () => ({ subscribe: () => () => undefined }),
}));

const conversation = (id: string, userName: string, deletedAt: string | null = null) =>
  ({
    id,
    userName,
    userEmail: `${id}@example.com`,
    status: 'active',
    createdAt: '2026-05-04T09:00:00.000Z',
    updatedAt: '2026-05-04T09:00:00.000Z',
    isAnonymous: true,
    deletedAt,
    unreadCount: 0,
    lastMessage: 'Hello',
  }) satisfies AdminConversation;

/** The firm's conversations: Maria is active, Nikos was deleted. */
function serve() {
  return mockFetch((url, init) => {
    if (url === '/api/me') return session('admin@example.com', true);
    if (init?.method === 'POST') return { status: 200, body: conversation('x', 'x') };
    if (url.startsWith('/api/admin/chat/conversations?')) {
      const view = new URL(url, 'http://x').searchParams.get('status');
      if (view === 'active') return { status: 200, body: [conversation('c1', 'Maria')] };
      if (view === 'deleted')
        return {
          status: 200,
          body: [conversation('c2', 'Nikos', '2026-05-05T10:00:00.000Z')],
        };
      return { status: 200, body: [] };
    }
    if (url.includes('/messages')) return { status: 200, body: [] };
    return { status: 204 };
  });
}

const posts = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

describe('the conversation center’s Deleted view', () => {
  it('deletes a conversation to the Deleted view, and restores one from there', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderApp('/admin/messages');

    const menu = await openMenu(user, 'Maria');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Archive', 'Delete', 'Delete Permanently']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Conversation deleted successfully')).toBeInTheDocument();
    expect(posts(fetch)).toContain('/api/admin/chat/conversations/c1/delete');

    await user.click(screen.getByRole('button', { name: 'Show Deleted' }));
    expect(
      await screen.findByRole('heading', { name: 'Deleted conversations' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Deleted conversations can be restored for 30 days; after that they are removed for good.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Active' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Archived' })).toBeInTheDocument();

    // A deleted conversation can be read, not answered.
    await user.click(await screen.findByRole('button', { name: /^Nikos/ }));
    expect(
      await screen.findByText('This conversation is deleted. Restore it to reply.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Reply')).toBeNull();

    const deletedMenu = await openMenu(user, 'Nikos');
    expect(
      within(deletedMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Restore', 'Delete Permanently']);
    await user.click(within(deletedMenu).getByRole('menuitem', { name: 'Restore' }));
    expect(await screen.findByText('Conversation restored successfully')).toBeInTheDocument();
    expect(posts(fetch)).toContain('/api/admin/chat/conversations/c2/restore');
    await waitFor(() => expect(screen.getByText('Select a conversation')).toBeInTheDocument());
  });

  it('speaks Greek', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/admin/messages', undefined, { language: 'el' });
    await user.click(await screen.findByRole('button', { name: 'Εμφάνιση Διαγραμμένων' }));
    expect(
      await screen.findByRole('heading', { name: 'Διαγραμμένες συνομιλίες' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ενέργειες για Nikos' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Επαναφορά' }));
    expect(await screen.findByText('Η συνομιλία επαναφέρθηκε επιτυχώς')).toBeInTheDocument();
  });
});
