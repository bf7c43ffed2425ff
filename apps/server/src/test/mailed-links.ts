import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema/index';
import { TEST_PUBLIC_URL, type TestApp } from './app';
import { cookieFrom } from './auth-client';

const jsonHeaders = { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' };

/** Asks for a mailed link (`sign-in/magic-link`, `request-password-reset`, ...) from `ip`. */
export function askForLink(t: TestApp, path: string, email: string, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${path}`,
    headers: jsonHeaders,
    payload: { email },
    remoteAddress: ip,
  });
}

/** Every mail to `email`, newest first. */
export function mailsTo(t: TestApp, email: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt));
}

/** The first link in `text` whose path is `path`. */
export function linkIn(text: string, path: string): URL {
  const link = (text.match(/https?:\/\/\S+/g) ?? []).find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  return new URL(link);
}

/** Opens an e-mailed link as a browser would; where it redirects and the cookie it set. */
export async function openLink(t: TestApp, link: URL) {
  const response = await t.app.inject({ url: link.pathname + link.search });
  return {
    status: response.statusCode,
    location: String(response.headers.location),
    cookie: cookieFrom(response.headers),
  };
}

/**
 * Signs up through the routes as a person does: the form, the link mailed to the address, the
 * password chosen on the page it opens. Returns the session cookie of the browser that chose it.
 */
export async function signUpAndConfirm(t: TestApp, email: string, password = 'correct-horse-1') {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: jsonHeaders,
    payload: { email },
  });
  if (asked.statusCode !== 200) throw new Error(`sign-up failed: ${asked.body}`);
  const [mail] = await mailsTo(t, email.toLowerCase());
  const opened = await openLink(t, linkIn(mail!.text, '/api/auth/magic-link/verify'));
  const chosen = await t.app.inject({
    method: 'POST',
    url: '/api/invitations/password',
    headers: { ...jsonHeaders, cookie: opened.cookie },
    payload: { password },
  });
  if (chosen.statusCode !== 204) throw new Error(`choosing a password failed: ${chosen.body}`);
  return opened.cookie;
}
