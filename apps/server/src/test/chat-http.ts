import type { FastifyInstance } from 'fastify';
import { TEST_PUBLIC_URL } from './app';
import { cookieFrom } from './auth-client';

export const json = (cookie?: string) => ({
  origin: TEST_PUBLIC_URL,
  'content-type': 'application/json',
  ...(cookie ? { cookie } : {}),
});

/**
 * Starts an anonymous quick chat over HTTP, where starting it (its live notice, its mails) matters
 * to the test; otherwise use test/factories.ts. Returns its id and the visitor-token cookie.
 */
export async function startQuickChat(
  app: FastifyInstance,
  name: string,
  remoteAddress = '10.0.0.1',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat/conversations',
    headers: json(),
    payload: { name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com` },
    remoteAddress,
  });
  if (response.statusCode !== 201) throw new Error(`quick chat failed: ${response.body}`);
  return { id: response.json<{ id: string }>().id, cookie: cookieFrom(response.headers) };
}

export async function startClientChat(app: FastifyInstance, cookie: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat/conversations',
    headers: json(cookie),
    payload: {},
  });
  if (response.statusCode >= 300) throw new Error(`client chat failed: ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** Sends a message to a chat conversation as the browser holding `cookie`. */
export function sendChatMessage(app: FastifyInstance, id: string, cookie: string, content: string) {
  return app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${id}/messages`,
    headers: json(cookie),
    payload: { content },
  });
}
