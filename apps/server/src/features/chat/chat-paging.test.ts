import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES_PAGE_SIZE, type ChatMessage } from '@lexbridge/shared/schemas/chat';
import { useTestApp } from '../../test/suite';
import { createAdmin, createAnonymousConversation } from '../../test/factories';
import { appendMessage } from './messages';

describe('chat messages a page at a time', () => {
  const t = useTestApp();
  let visitor: { id: string; cookie: string };
  let admin: string;
  const total = CHAT_MESSAGES_PAGE_SIZE * 2 + 5;
  beforeAll(async () => {
    visitor = await createAnonymousConversation(t);
    admin = (await createAdmin(t)).cookie;
    for (let n = 1; n <= total; n += 1) {
      await appendMessage(t.db, {
        conversationId: visitor.id,
        content: `message ${n}`,
        senderType: 'visitor',
        senderName: 'Visitor A',
      });
    }
  });

  const read = async (side: 'visitor' | 'admin', query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/${side === 'admin' ? 'admin/' : ''}chat/conversations/${visitor.id}/messages${query}`,
      headers: { cookie: side === 'admin' ? admin : visitor.cookie },
    });
    expect(response.statusCode, query).toBe(200);
    return response.json<ChatMessage[]>().map((message) => message.content);
  };
  const numbers = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, n) => `message ${from + n}`);

  it('answers the newest page first, oldest first, on both sides', async () => {
    const newest = numbers(total - CHAT_MESSAGES_PAGE_SIZE + 1, total);
    expect(await read('visitor')).toEqual(newest);
    expect(await read('admin')).toEqual(newest);
  });

  it('walks back with before= until the first message, and catches up with after=', async () => {
    const rows = await t.app.inject({
      url: `/api/admin/chat/conversations/${visitor.id}/messages`,
      headers: { cookie: admin },
    });
    const page = rows.json<ChatMessage[]>();
    const earlier = await read('admin', `?before=${page[0]!.seq}`);
    expect(earlier).toEqual(
      numbers(total - 2 * CHAT_MESSAGES_PAGE_SIZE + 1, total - CHAT_MESSAGES_PAGE_SIZE),
    );
    const firstSeq = page[0]!.seq - CHAT_MESSAGES_PAGE_SIZE;
    expect(await read('visitor', `?before=${firstSeq}`)).toEqual(numbers(1, 5));
    expect(await read('visitor', `?before=${firstSeq}&limit=2`)).toEqual(numbers(4, 5));
    // Catching up: at most a page after the given seq, oldest first.
    const after = await read('visitor', '?after=0');
    expect(after).toEqual(numbers(1, CHAT_MESSAGES_PAGE_SIZE));
  });

  it('refuses a page larger than the maximum', async () => {
    const response = await t.app.inject({
      url: `/api/chat/conversations/${visitor.id}/messages?limit=${CHAT_MESSAGES_PAGE_SIZE + 1}`,
      headers: { cookie: visitor.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('limit must be a whole number from 1 to 50.');
  });
});
