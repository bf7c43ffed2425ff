import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES_PAGE_SIZE, type ChatMessage } from '@lexbridge/shared/schemas/chat';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { mockFetch } from '../../test/render';
import { createTestI18n } from '../../test/i18n';
import { MessageList } from './components/MessageList';
import { useLiveMessages } from './use-live-messages';

vi.mock('../../lib/realtime', () => ({
  getRealtime: () => ({ subscribe: () => () => undefined }),
}));

const message = (seq: number): ChatMessage => ({
  senderTeamMemberId: null,
  id: `m${seq}`,
  conversationId: 'c1',
  seq,
  content: `message ${seq}`,
  senderType: 'visitor',
  senderName: 'Maria',
  createdAt: '2026-05-04T09:00:00.000Z',
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, n) => message(from + n));

function Thread() {
  const { messages, hasEarlier, loadingEarlier, loadEarlier } = useLiveMessages('admin', 'c1');
  return (
    <MessageList
      messages={messages}
      ownSide={() => false}
      emptyText="none"
      earlier={{ available: hasEarlier, loading: loadingEarlier, load: () => void loadEarlier() }}
    />
  );
}

function renderThread(language: Language = 'en') {
  // 53 messages: the newest 50 first, the 3 before them on request.
  const fetch = mockFetch((url) => {
    const before = new URL(url, 'http://x').searchParams.get('before');
    return { status: 200, body: before ? range(1, 3) : range(4, 3 + CHAT_MESSAGES_PAGE_SIZE) };
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createTestI18n(language)}>
        <Thread />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('a long conversation', () => {
  it('shows its newest messages, then earlier ones on Load earlier messages', async () => {
    const fetch = renderThread();
    expect(await screen.findByText('message 53')).toBeInTheDocument();
    expect(screen.queryByText('message 3')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/chat/conversations/c1/messages',
      expect.anything(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('message 1')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/chat/conversations/c1/messages?before=4',
      expect.anything(),
    );
    const texts = screen.getAllByText(/^message \d+$/).map((node) => node.textContent);
    expect(texts.slice(0, 4)).toEqual(['message 1', 'message 2', 'message 3', 'message 4']);
    // Fewer than a page came back: that was the first message.
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('offers it in Greek', async () => {
    renderThread('el');
    expect(
      await screen.findByRole('button', { name: 'Φόρτωση παλαιότερων μηνυμάτων' }),
    ).toBeInTheDocument();
  });
});
