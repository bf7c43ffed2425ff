import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatEvent } from '@lexbridge/shared/schemas/chat';
import { mockFetch } from '../../test/render';
import { createTestI18n } from '../../test/i18n';
import { MessageList } from './components/MessageList';
import { useLiveMessages } from './use-live-messages';

const topic = vi.hoisted(() => ({ onEvent: (_event: unknown) => {} }));
vi.mock('../../lib/realtime', () => ({
  getRealtime: () => ({
    subscribe: (_name: string, handlers: { onEvent(event: unknown): void }) => {
      topic.onEvent = handlers.onEvent;
      return () => undefined;
    },
  }),
}));

const message = (seq: number): ChatMessage => ({
  senderTeamMemberId: null,
  id: `m${seq}`,
  conversationId: 'c1',
  seq,
  content: `message ${seq}`,
  senderType: 'admin',
  senderName: 'KC Law',
  createdAt: '2026-05-04T09:00:00.000Z',
});

function Thread() {
  const { messages } = useLiveMessages('visitor', 'c1');
  return <MessageList messages={messages} ownSide={() => false} emptyText="none" />;
}

describe('a conversation on screen', () => {
  it('shows a message from its topic as it arrives, after those loaded', async () => {
    mockFetch(() => ({ status: 200, body: [message(1)] }));
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={createTestI18n('en')}>
          <Thread />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('message 1')).toBeInTheDocument();
    act(() => topic.onEvent({ kind: 'message', message: message(2) } as ChatEvent));
    expect(await screen.findByText('message 2')).toBeInTheDocument();
    const texts = screen.getAllByText(/^message \d+$/).map((node) => node.textContent);
    expect(texts).toEqual(['message 1', 'message 2']);
  });
});
