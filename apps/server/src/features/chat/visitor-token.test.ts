import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationTopic } from '@lexbridge/shared/schemas/chat';
import { chatConversations } from '../../db/schema/index';
import { hashVisitorToken } from '../../platform/visitor-token';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { createAnonymousConversation } from '../../test/factories';
import { json } from '../../test/chat-http';
import { openSocket } from '../../test/realtime-socket';

const HTTPS_URL = 'https://lexbridge.example';
const t = useTestApp();
const secure = useTestApp({ env: { PUBLIC_URL: HTTPS_URL } });

const setCookies = (headers: Record<string, unknown>) => {
  const raw = headers['set-cookie'];
  return Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
};
const conversationCount = async (app: TestApp) =>
  (await app.db.select({ n: count() }).from(chatConversations))[0]!.n;

describe('the visitor token is issued by the server only', () => {
  it('a token the server did not sign is refused on every chat route, with a clear error, and removed', async () => {
    const { id, cookie } = await createAnonymousConversation(t, 'Visitor Forged');
    const [name, token] = cookie.split('=') as [string, string];
    const [tokenId] = token.split('.');
    const forgeries = [
      `${tokenId}.${randomBytes(32).toString('base64url')}`, // right id, signature made up
      `${randomBytes(32).toString('base64url')}.${token.split('.')[1]}`, // signature of another id
      'not a token',
    ];
    for (const forged of forgeries) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/chat/conversations/${id}/messages`,
        headers: { cookie: `${name}=${forged}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: 'VISITOR_TOKEN_INVALID',
        message:
          'This browser held a chat key this site did not issue, so it has been removed. Start a new chat.',
      });
      expect(setCookies(response.headers)).toContain(
        'lexbridge_visitor=; Path=/api; HttpOnly; SameSite=Lax; Max-Age=0',
      );
    }
    // The real token still works.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${id}/messages`,
      headers: { cookie },
    });
    expect(own.statusCode).toBe(200);
  });

  it('starting a chat with a forged token is refused, not quietly given a new conversation', async () => {
    const before = await conversationCount(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat/conversations',
      headers: json(`lexbridge_visitor=${randomBytes(32).toString('base64url')}.forged`),
      payload: { name: 'Mallory', email: 'mallory@example.com' },
      remoteAddress: '10.40.0.1',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('VISITOR_TOKEN_INVALID');
    expect(await conversationCount(t)).toBe(before);
  });

  it('the live connection refuses a forged token too', async () => {
    await expect(
      openSocket(t.app, `lexbridge_visitor=${randomBytes(32).toString('base64url')}.x`),
    ).rejects.toThrow('401');
  });

  it('a browser with a token from before tokens were signed keeps its conversation, and gets a signed token', async () => {
    const oldToken = randomBytes(32).toString('base64url');
    const [row] = await t.db
      .insert(chatConversations)
      .values({
        userName: 'Old Visitor',
        userEmail: 'old@example.com',
        visitorTokenHash: hashVisitorToken(oldToken),
      })
      .returning();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${row!.id}/messages`,
      headers: { cookie: `lexbridge_visitor=${oldToken}` },
    });
    expect(response.statusCode).toBe(200);
    const [renewed] = setCookies(response.headers);
    expect(renewed).toMatch(new RegExp(`^lexbridge_visitor=${oldToken}\\.[\\w-]+; Path=/api;`));
    const signed = renewed!.split(';')[0]!;
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${row!.id}`,
      headers: { cookie: signed },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    // An unsigned token that unlocks nothing is unknown: refused.
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${row!.id}`,
      headers: { cookie: `lexbridge_visitor=${randomBytes(32).toString('base64url')}` },
    });
    expect(unknown.statusCode).toBe(401);
  });
});

describe('the visitor cookie', () => {
  it('on plain http: lexbridge_visitor, HttpOnly, SameSite=Lax, not Secure, so local development works', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/chat/conversations',
      headers: json(),
      payload: { name: 'Http Visitor', email: 'http@example.com' },
      remoteAddress: '10.40.0.2',
    });
    expect(setCookies(started.headers)).toEqual([
      expect.stringMatching(
        /^lexbridge_visitor=[\w-]+\.[\w-]+; Path=\/api; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
      ),
    ]);
    const id = started.json<{ id: string }>().id;
    const cookie = setCookies(started.headers)[0]!.split(';')[0]!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
  });

  it('on https: __Host- prefixed, Secure, Path=/, no Domain; an old unprefixed cookie is dropped', async () => {
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/chat/conversations',
      headers: { origin: HTTPS_URL, 'content-type': 'application/json' },
      payload: { name: 'Secure Visitor', email: 'secure@example.com' },
      remoteAddress: '10.40.0.3',
    });
    expect(response.statusCode).toBe(201);
    const [set, dropOld] = setCookies(response.headers);
    expect(set).toMatch(
      /^__Host-lexbridge_visitor=[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=\d+$/,
    );
    expect(set).not.toMatch(/Domain/i);
    expect(dropOld).toBe(
      'lexbridge_visitor=; Path=/api; HttpOnly; SameSite=Lax; Secure; Max-Age=0',
    );

    const cookie = set!.split(';')[0]!;
    const id = response.json<{ id: string }>().id;
    const read = await secure.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${id}/messages`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    const socket = await openSocket(secure.app, cookie, HTTPS_URL);
    expect((await socket.subscribe(conversationTopic(id))).type).toBe('subscribed');
    socket.close();
  });

  it('on https a signed token under the unprefixed name is refused (a sibling subdomain could have set it)', async () => {
    const { id, cookie } = await createAnonymousConversation(secure, 'Planted');
    const token = cookie.split('=')[1];
    const response = await secure.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${id}`,
      headers: { cookie: `lexbridge_visitor=${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('VISITOR_TOKEN_INVALID');
  });

  it('on https an old unsigned cookie moves to the __Host- name; unsigned under the __Host- name is refused', async () => {
    const oldToken = randomBytes(32).toString('base64url');
    const [row] = await secure.db
      .insert(chatConversations)
      .values({
        userName: 'Old Secure Visitor',
        userEmail: 'old-secure@example.com',
        visitorTokenHash: hashVisitorToken(oldToken),
      })
      .returning();
    const url = `/api/chat/conversations/${row!.id}`;
    const moved = await secure.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `lexbridge_visitor=${oldToken}` },
    });
    expect(moved.statusCode).toBe(200);
    const [set, dropOld] = setCookies(moved.headers);
    expect(set).toMatch(new RegExp(`^__Host-lexbridge_visitor=${oldToken}\\.[\\w-]+; Path=/;`));
    expect(dropOld).toMatch(/^lexbridge_visitor=; Path=\/api;.*Max-Age=0$/);

    // Only the server sets the prefixed cookie, and always signed.
    const unsigned = await secure.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `__Host-lexbridge_visitor=${oldToken}` },
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
