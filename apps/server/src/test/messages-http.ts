import type { TestApp } from './app';
import { TEST_PUBLIC_URL } from './app';

/** Calls the API as the browser holding `cookie` would (same origin, JSON). */
export async function call(
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: TEST_PUBLIC_URL, cookie },
    ...(payload ? { payload } : {}),
  });
}

/** Starts a client's conversation through the API; returns the thread's id. */
export async function startThread(t: TestApp, cookie: string, payload: object) {
  const response = await call(t, cookie, 'POST', '/api/messages/threads', payload);
  if (response.statusCode !== 201) throw new Error(`start failed: ${response.body}`);
  return response.json<{ id: string; matterId: string; title: string }>();
}
