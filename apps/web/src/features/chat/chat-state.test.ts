import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@lexbridge/shared/schemas/chat';
import { mergeMessages } from './use-live-messages';
import { parseWidgetState } from './use-widget-state';

const message = (seq: number): ChatMessage => ({
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
