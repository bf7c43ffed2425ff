import type { FastifyInstance } from 'fastify';
import { TEST_PUBLIC_URL } from '../../test/app';
import { cookieFrom, signIn, signedUpClient } from '../../test/auth-client';
import type { Db } from '../../db/client';
import { createAdminAccount } from '../auth/admin-accounts';

export type Actor = { name: string; cookie: string };

export const json = (cookie?: string) => ({
  origin: TEST_PUBLIC_URL,
  'content-type': 'application/json',
  ...(cookie ? { cookie } : {}),
});

/** Starts an anonymous quick chat; returns the conversation id and the visitor-token cookie. */
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

export async function adminCookie(app: FastifyInstance, db: Db, email = 'partner@kclaw.test') {
  const password = 'admin-password-1';
  await createAdminAccount(db, { email, password });
  return cookieFrom((await signIn(app, email, password)).headers);
}

export const clientCookie = (app: FastifyInstance, email: string) => signedUpClient(app, email);
