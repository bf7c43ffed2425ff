import type { FastifyInstance } from 'fastify';
import { TEST_PUBLIC_URL } from './app';

const jsonHeaders = { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' };

/** The `name=value` pairs of a response's Set-Cookie headers, ready to send back as a Cookie header. */
export function cookieFrom(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((cookie: string) => cookie.split(';')[0]).join('; ');
}

/** Asks for an account for `email` (the sign-up form); the link it mails does the rest. */
export function signUp(app: FastifyInstance, email: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { ...jsonHeaders, ...headers },
    payload: { email },
  });
}

export function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: jsonHeaders,
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function me(app: FastifyInstance, cookie?: string) {
  return app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });
}
