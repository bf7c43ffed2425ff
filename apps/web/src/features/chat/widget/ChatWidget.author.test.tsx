import { act, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { ChatEvent, ChatMessage } from '@lexbridge/shared/schemas/chat';
import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

// The realtime edge: the test delivers the conversation's events by hand.
const topic = vi.hoisted(() => ({ onEvent: (_event: unknown) => {} }));
vi.mock('../../../lib/realtime', () => ({
  getRealtime: () => ({
    subscribe: (_name: string, handlers: { onEvent(event: unknown): void }) => {
      topic.onEvent = handlers.onEvent;
      return () => undefined;
    },
  }),
}));

const message = (seq: number, changes: Partial<ChatMessage>): ChatMessage => ({
  senderTeamMemberId: null,
  id: `m${seq}`,
  conversationId: 'c1',
  seq,
  content: `message ${seq}`,
  senderType: 'visitor',
  senderName: 'Eleni',
  createdAt: '2026-05-04T09:00:00.000Z',
  ...changes,
});

/** The list item holding a message's text: its bubble and the line naming who wrote it. */
const itemOf = (text: string) => screen.getByText(text).closest('li')!;

describe('the chat widget’s replies', () => {
  beforeEach(() => {
    window.localStorage.setItem(
      'chatWidget',
      JSON.stringify({ isOpen: true, isMinimized: false, conversationId: 'c1' }),
    );
  });
  afterEach(() => window.localStorage.clear());

  it('name the administrator who answered, loaded and live alike', async () => {
    mockFetch((url) =>
      url.startsWith('/api/chat/conversations/c1/messages')
        ? {
            status: 200,
            body: [
              message(1, { content: 'Can you look at my lease?' }),
              message(2, {
                senderType: 'admin',
                senderName: 'Maria Georgiou',
                content: 'Yes, send it over.',
              }),
            ],
          }
        : signedOut,
    );
    renderApp('/');
    const chat = await screen.findByRole('region', { name: 'Chat' });
    expect(await within(chat).findByText('Yes, send it over.')).toBeVisible();
    expect(within(itemOf('Yes, send it over.')).getByText('Maria Georgiou')).toBeVisible();
    expect(within(itemOf('Can you look at my lease?')).getByText('Eleni')).toBeVisible();

    const live = message(3, {
      senderType: 'admin',
      senderName: 'Andreas Pavlou',
      content: 'I will call you at four.',
    });
    act(() => topic.onEvent({ kind: 'message', message: live } as ChatEvent));
    expect(await within(chat).findByText('I will call you at four.')).toBeVisible();
    expect(within(itemOf('I will call you at four.')).getByText('Andreas Pavlou')).toBeVisible();
    expect(within(itemOf('Yes, send it over.')).queryByText('Andreas Pavlou')).toBeNull();
  });

  it('show the role and photo of the team card a reply was written under, in the page’s language', async () => {
    const seed = structuredClone(kcLawSiteSeed);
    seed.team[0]!.photoAssetId = '0b9f7c4e-3b1a-4c3e-9b1e-6d1f0c2a7e55';
    mockFetch((url) =>
      url.startsWith('/api/chat/conversations/c1/messages')
        ? {
            status: 200,
            body: [
              message(1, {
                senderType: 'admin',
                senderName: 'Κωνσταντίνος',
                senderTeamMemberId: 'konstantinos-christou',
                content: 'Ναι, στείλτε το.',
              }),
              message(2, {
                senderType: 'admin',
                senderName: 'Μαρία',
                senderTeamMemberId: 'left-the-firm',
                content: 'Θα σας καλέσω.',
              }),
            ],
          }
        : signedOut,
    );
    renderApp('/el', undefined, { language: 'el', site: seed });
    const chat = await screen.findByRole('region', { name: 'Συνομιλία' });
    expect(await within(chat).findByText('Ναι, στείλτε το.')).toBeVisible();
    const linked = itemOf('Ναι, στείλτε το.');
    expect(within(linked).getByText('Ιδρυτικός εταίρος, Δικηγόρος')).toBeVisible();
    expect(linked.querySelector('img')).toHaveAttribute(
      'src',
      '/api/site/assets/0b9f7c4e-3b1a-4c3e-9b1e-6d1f0c2a7e55',
    );
    // A card since removed from the team: the name alone.
    expect(itemOf('Θα σας καλέσω.').querySelector('img')).toBeNull();
    expect(within(itemOf('Θα σας καλέσω.')).queryByText(/Δικηγόρος/)).toBeNull();
  });
});
