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
