import { describe, expect, it } from 'vitest';
import { message } from './test/thread-data';
import { applyReadMark, catchUpFrom, mergeThreadMessages } from './thread-state';

const t1 = 'thread-1';

describe('a thread’s messages in the browser', () => {
  it('adds new messages once, in seq order, and keeps a read mark an older answer lacks', () => {
    const read = message(t1, 2, { readAt: '2026-03-01T10:00:00.000Z' });
    const merged = mergeThreadMessages(
      [message(t1, 1), read],
      [message(t1, 3), message(t1, 2), message(t1, 1, { readAt: '2026-03-01T11:00:00.000Z' })],
    );
    expect(merged.map((m) => [m.seq, m.readAt])).toEqual([
      [1, '2026-03-01T11:00:00.000Z'],
      [2, '2026-03-01T10:00:00.000Z'],
      [3, null],
    ]);
  });

  it("applies a read mark to that side's messages up to its seq", () => {
    const messages = [
      message(t1, 1, { senderType: 'admin' }),
      message(t1, 2),
      message(t1, 3, { senderType: 'admin' }),
      message(t1, 4, { senderType: 'admin' }),
    ];
    const readAt = '2026-03-01T12:00:00.000Z';
    const after = applyReadMark(messages, {
      kind: 'read',
      threadId: t1,
      side: 'admin',
      upToSeq: 3,
      readAt,
    });
    expect(after.map((m) => m.readAt)).toEqual([readAt, null, readAt, null]);
  });

  it('catches up after the newest message, with the read marks of the unread ones', () => {
    expect(catchUpFrom([])).toEqual({ after: 0, unreadFrom: undefined });
    const messages = [
      message(t1, 4, { readAt: '2026-03-01T12:00:00.000Z' }),
      message(t1, 7),
      message(t1, 9),
    ];
    expect(catchUpFrom(messages)).toEqual({ after: 9, unreadFrom: 7 });
  });
});
