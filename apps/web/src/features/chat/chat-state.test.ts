import { describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES_PAGE_SIZE, type ChatMessage } from '@lexbridge/shared/schemas/chat';
import { withEarlierPage, withMessages, withNewestPage } from './messages-cache';
import { mergeMessages } from './use-live-messages';
import { parseWidgetState } from './use-widget-state';

const message = (seq: number): ChatMessage => ({
  senderTeamMemberId: null,
  id: `m${seq}`,
  seq,
  conversationId: 'c',
  content: `message ${seq}`,
  senderType: 'visitor',
  senderName: 'Ann',
  createdAt: new Date(0).toISOString(),
});

describe('mergeMessages', () => {
  it('keeps one copy of each message, in order, when live events and catch-up overlap', () => {
    const live = mergeMessages([message(1)], [message(3)]);
    const caughtUp = mergeMessages(live, [message(2), message(3)]);
    expect(caughtUp.map((m) => m.seq)).toEqual([1, 2, 3]);
  });
});

describe('parseWidgetState', () => {
  it('restores open, minimised and the conversation id', () => {
    expect(parseWidgetState('{"isOpen":true,"isMinimized":true,"conversationId":"abc"}')).toEqual({
      isOpen: true,
      isMinimized: true,
      conversationId: 'abc',
    });
  });

  it('logs and ignores an unreadable saved state', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseWidgetState('{not json')).toEqual({
      isOpen: false,
      isMinimized: false,
      conversationId: null,
    });
    expect(warn).toHaveBeenCalled();
  });
});

const range = (from: number, count: number) =>
  Array.from({ length: count }, (_, n) => message(from + n));

describe('the cached messages of a conversation', () => {
  it('keep a live message that came before the newest page, in order', () => {
    const live = withMessages(undefined, [message(9)]);
    const loaded = withNewestPage(live, [message(7), message(8)]);
    expect(loaded.messages.map((m) => m.seq)).toEqual([7, 8, 9]);
    expect(loaded.hasEarlier).toBe(false);
  });

  it('may have earlier ones after a full newest page, until a short earlier page', () => {
    const newest = withNewestPage(undefined, range(4, CHAT_MESSAGES_PAGE_SIZE));
    expect(newest.hasEarlier).toBe(true);
    // Asked again (a resubscribe), the newest page does not forget what is known.
    expect(withNewestPage(newest, range(10, CHAT_MESSAGES_PAGE_SIZE)).hasEarlier).toBe(true);
    const all = withEarlierPage(newest, range(1, 3));
    expect(all.hasEarlier).toBe(false);
    expect(all.messages[0]?.seq).toBe(1);
  });
});
