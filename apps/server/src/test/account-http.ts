import { and, eq } from 'drizzle-orm';
import type { AccountSession } from '@lexbridge/shared/schemas/account';
import { auditLog, emailOutbox } from '../db/schema/index';
import { TEST_PUBLIC_URL, type TestApp } from './app';
import { cookieFrom } from './auth-client';

export const PASSWORD = 'correct-horse-1';
export const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Calls an account route as the browser holding `cookie`. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  cookie: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: TEST_PUBLIC_URL, cookie, ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** Another browser (Firefox on Windows) signed in to the same account, from `ip`. */
export async function signInElsewhere(t: TestApp, email: string, ip = '203.0.113.7') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_PUBLIC_URL, 'user-agent': FIREFOX_ON_WINDOWS },
    payload: { email, password: PASSWORD },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return cookieFrom(response.headers);
}

export async function sessionsOf(t: TestApp, cookie: string) {
  const response = await call(t, 'GET', '/api/account/sessions', cookie);
  return { response, sessions: (response.json() as { sessions: AccountSession[] }).sessions };
}

export const auditRows = (t: TestApp, action: string, actorId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, actorId)));

export const mailsTo = (t: TestApp, to: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
