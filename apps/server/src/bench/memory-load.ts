import { inBatches } from './pace';

const PAGES = ['/', '/el', '/news', '/auth', '/contact', '/el/news', '/no-such-page'];
const ADMIN_APIS = [
  '/api/matters',
  '/api/invoices',
  '/api/appointments',
  '/api/admin/audit-log',
  '/api/account/sessions',
];

export type LoadCounts = { requests: number; failed: number };

/**
 * What an ordinary busy spell asks of a server: page renders in both languages, public API calls,
 * an administrator signing in and reading the portal's lists, and `conversations` anonymous chats
 * of five messages each (each visitor from its own address; the server must run with
 * TRUST_PROXY=1, ADMIN_MFA=optional and the administrator from ADMIN_EMAIL/ADMIN_PASSWORD).
 */
export async function applyLoad(
  base: string,
  admin: { email: string; password: string },
  conversations: number,
): Promise<LoadCounts> {
  const counts: LoadCounts = { requests: 0, failed: 0 };
  const call = async (
    path: string,
    init: RequestInit = {},
    ok = (status: number) => status < 500,
  ) => {
    counts.requests += 1;
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { origin: base, 'content-type': 'application/json', ...init.headers },
    });
    const body = await response.text();
    if (!ok(response.status)) counts.failed += 1;
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { status: response.status, body, cookie };
  };

  for (let round = 0; round < 5; round++) {
    await inBatches(PAGES, 4, (page) => call(page));
    await inBatches(['/api/articles', '/api/payments/mode', '/api/health'], 3, (api) => call(api));
  }

  const signIn = await call(
    '/api/auth/sign-in/email',
    { method: 'POST', body: JSON.stringify(admin) },
    (status) => status === 200,
  );
  const { cookie } = signIn;
  for (let round = 0; round < 10; round++) {
    await inBatches(ADMIN_APIS, 5, (api) => call(api, { headers: { cookie } }, (s) => s === 200));
  }

  await inBatches([...Array(conversations).keys()], 10, async (i) => {
    const headers = { 'x-forwarded-for': `10.77.${(i >> 8) & 255}.${i & 255}` };
    const started = await call(
      '/api/chat/conversations',
      {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Visitor ${i}`, email: `v${i}@example.com` }),
      },
      (status) => status === 201,
    );
    if (started.status !== 201) return;
    const { id } = JSON.parse(started.body) as { id: string };
    const visitor = started.cookie;
    for (let k = 0; k < 5; k++) {
      await call(
        `/api/chat/conversations/${id}/messages`,
        {
          method: 'POST',
          headers: { ...headers, cookie: visitor },
          body: JSON.stringify({ content: `Hello ${k}` }),
        },
        (status) => status === 201,
      );
    }
  });
  return counts;
}
