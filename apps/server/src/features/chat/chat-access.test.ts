import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { createChatCast } from '../../test/chat-cast';
import { json, startClientChat } from '../../test/chat-http';

const t = useTestApp();
const cookies: Record<string, string> = {};
let visitorA: string; // visitor A's anonymous conversation
let clientConv: string; // the client's conversation

beforeAll(async () => {
  const cast = await createChatCast(t);
  Object.assign(cookies, cast.cookies);
  visitorA = cast.conversations.anonymous;
  clientConv = cast.conversations.client;
});

const routes = (id: string) => [
  { method: 'GET' as const, url: `/api/chat/conversations/${id}` },
  { method: 'GET' as const, url: `/api/chat/conversations/${id}/messages` },
  {
    method: 'POST' as const,
    url: `/api/chat/conversations/${id}/messages`,
    payload: { content: 'hello' },
  },
];
const adminRoutes = (id: string) => [
  { method: 'GET' as const, url: '/api/admin/chat/conversations' },
  { method: 'GET' as const, url: `/api/admin/chat/conversations/${id}/messages` },
  {
    method: 'POST' as const,
    url: `/api/admin/chat/conversations/${id}/messages`,
    payload: { content: 'reply' },
  },
  { method: 'POST' as const, url: `/api/admin/chat/conversations/${id}/read` },
  {
    method: 'PATCH' as const,
    url: `/api/admin/chat/conversations/${id}`,
    payload: { status: 'active' },
  },
];

const call = (
  route: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: Record<string, unknown> },
  cookie?: string,
) =>
  t.app.inject({
    ...route,
    headers: route.payload ? json(cookie) : cookie ? { cookie, origin: TEST_PUBLIC_URL } : {},
    ...(route.payload ? { payload: route.payload } : {}),
  });

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('who may use a conversation (visitor A, visitor B, client, other client, admin)', () => {
  // Someone else's conversation answers exactly like one that does not exist: ids cannot be probed.
  it.each([
    ['visitorA', 'anonymous', 'allowed'],
    ['visitorB', 'anonymous', 'hidden'],
    ['client', 'anonymous', 'hidden'],
    ['otherClient', 'anonymous', 'hidden'],
    ['admin', 'anonymous', 'hidden'],
    ['nobody', 'anonymous', 'hidden'],
    ['client', 'client', 'allowed'],
    ['visitorA', 'client', 'hidden'],
    ['visitorB', 'client', 'hidden'],
    ['otherClient', 'client', 'hidden'],
    ['admin', 'client', 'hidden'],
  ])('%s on the %s conversation: %s', async (actor, which, expected) => {
    const id = which === 'anonymous' ? visitorA : clientConv;
    for (const [index, route] of routes(id).entries()) {
      const response = await call(route, cookies[actor]);
      if (expected === 'allowed') expect(response.statusCode, route.url).toBeLessThan(300);
      else {
        const missing = await call(routes(MISSING_ID)[index]!, cookies[actor]);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(response.body).toBe(missing.body);
        expect(response.json().error.message).toBe('This conversation no longer exists.');
      }
    }
  });

  it.each([
    ['nobody', 401],
    ['visitorA', 401],
    ['client', 403],
    ['otherClient', 403],
  ])('%s on every admin chat route: %s', async (actor, status) => {
    for (const route of [
      ...adminRoutes(visitorA),
      { method: 'DELETE' as const, url: `/api/admin/chat/conversations/${visitorA}` },
    ]) {
      const response = await t.app.inject({ ...route, headers: json(cookies[actor]) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(status);
    }
  });

  it('the admin reaches every admin route, and replies carry the answering admin’s name', async () => {
    for (const route of adminRoutes(visitorA)) {
      expect((await call(route, cookies.admin)).statusCode, route.url).toBeLessThan(300);
    }
    const messages = await call(
      { method: 'GET', url: `/api/chat/conversations/${visitorA}/messages` },
      cookies.visitorA,
    );
    expect(messages.json().at(-1)).toMatchObject({
      senderType: 'admin',
      senderName: 'Maria Georgiou',
      content: 'reply',
    });
  });
});

describe('messages', () => {
  it('refuses a message over 5,000 characters with a clear message, and blank ones', async () => {
    const long = await call(
      {
        method: 'POST',
        url: `/api/chat/conversations/${visitorA}/messages`,
        payload: { content: 'x'.repeat(5001) },
      },
      cookies.visitorA,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(
      'A message can be at most 5,000 characters. Please shorten it or send it in parts.',
    );
    const blank = await call(
      {
        method: 'POST',
        url: `/api/chat/conversations/${visitorA}/messages`,
        payload: { content: '   ' },
      },
      cookies.visitorA,
    );
    expect(blank.json().error.message).toBe('Write a message first.');
  });

  it('returns only messages after a given seq, in order (catch-up)', async () => {
    const url = `/api/chat/conversations/${visitorA}/messages`;
    const all = (await call({ method: 'GET', url }, cookies.visitorA)).json<{ seq: number }[]>();
    const after = (
      await call({ method: 'GET', url: `${url}?after=${all[0]!.seq}` }, cookies.visitorA)
    ).json<{ seq: number }[]>();
    expect(after).toEqual(all.slice(1));
  });

  it('names the client by the part of the e-mail before the @ and resumes the active conversation', async () => {
    await call(
      {
        method: 'POST',
        url: `/api/chat/conversations/${clientConv}/messages`,
        payload: { content: 'hi' },
      },
      cookies.client,
    );
    const [first] = (
      await call(
        { method: 'GET', url: `/api/chat/conversations/${clientConv}/messages` },
        cookies.client,
      )
    ).json();
    expect(first).toMatchObject({ senderType: 'client', senderName: 'client' });
    expect(await startClientChat(t.app, cookies.client!)).toBe(clientConv);
  });

  it('a quick chat needs a name and an e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat/conversations',
      headers: json(),
      payload: { name: 'Ann' },
      remoteAddress: '10.9.9.9',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Enter your name and e-mail to start a quick chat.');
  });

  it('sets the visitor token as an HttpOnly cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat/conversations',
      headers: json(),
      payload: { name: 'Cy', email: 'cy@example.com' },
      remoteAddress: '10.9.9.8',
    });
    expect(String(response.headers['set-cookie'])).toMatch(
      /lexbridge_visitor=[\w-]+\.[\w-]+; Path=\/api; HttpOnly; SameSite=Lax/,
    );
  });

  it('rate limits anonymous starts per network', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/chat/conversations',
        headers: json(),
        payload: { name: 'Spam', email: 's@example.com' },
        remoteAddress: '10.7.7.7',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined();
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
