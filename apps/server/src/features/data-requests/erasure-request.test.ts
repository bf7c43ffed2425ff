import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminErasureRequestList,
  ErasureRequestAnswer,
} from '@lexbridge/shared/schemas/data-requests';
import type { DashboardOverview } from '@lexbridge/shared/schemas/dashboard';
import { auditLog, erasureRequests, profiles } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { mailsTo } from '../../test/mailed-links';

const t = useTestApp();
const elena = useClient(t, 'elena@example.com');
const fotis = useClient(t, 'fotis@example.com');
const admin = useAdmin(t);

const PASSWORD = 'correct-horse-1';
const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: TEST_PUBLIC_URL, cookie }, payload });
const ask = (cookie: string, password: string) =>
  call('POST', '/api/account/erasure-request', cookie, { password });

describe('a client asks to be erased', () => {
  it('is refused with a wrong password, and nothing is recorded or mailed', async () => {
    const refused = await ask(elena.cookie, 'not-my-password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'That is not your password. Enter the password you sign in with.',
    );
    expect(await t.db.select().from(erasureRequests)).toEqual([]);
    expect(await mailsTo(t, 'elena@example.com')).toEqual([]);
  });

  it('is recorded with a deadline a month away, acknowledged in their language, and audited', async () => {
    await t.db.update(profiles).set({ language: 'el' }).where(eq(profiles.userId, elena.id));
    const before = Date.now();
    const asked = await ask(elena.cookie, PASSWORD);
    expect(asked.statusCode).toBe(201);
    const { request } = asked.json<ErasureRequestAnswer>();
    expect(request).toMatchObject({ status: 'open', decidedAt: null });
    const due = new Date(request!.dueAt).getTime();
    expect(due - before).toBeGreaterThan(27 * 86_400_000);
    expect(due - before).toBeLessThan(32 * 86_400_000);

    const [mail] = await mailsTo(t, 'elena@example.com');
    expect(mail!.subject).toBe('Λάβαμε το αίτημά σας για διαγραφή των δεδομένων σας');
    expect(mail!.text).toContain('θα σας απαντήσουμε έως τις');
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/el/account`);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'erasure.request'));
    expect(audit).toMatchObject({ actorId: elena.id, subjectId: elena.id });

    const shown = await call('GET', '/api/account/erasure-request', elena.cookie);
    expect(shown.json<ErasureRequestAnswer>().request).toEqual(request);
  });

  it('asked again while open, answers the open request without a second mail', async () => {
    const again = await ask(elena.cookie, PASSWORD);
    expect(again.statusCode).toBe(200);
    expect(await t.db.select().from(erasureRequests)).toHaveLength(1);
    expect(await mailsTo(t, 'elena@example.com')).toHaveLength(1);
  });

  it('limits password checks: guessing from an open screen is refused', async () => {
    for (let i = 0; i < 5; i += 1) await ask(fotis.cookie, `guess-${i}`);
    const limited = await ask(fotis.cookie, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(await t.db.select().from(erasureRequests)).toHaveLength(1);
  });

  it('shows no request to someone who never asked', async () => {
    const shown = await call('GET', '/api/account/erasure-request', fotis.cookie);
    expect(shown.json<ErasureRequestAnswer>()).toEqual({ request: null });
  });
});

describe('the firm sees erasure requests', () => {
  it('on the client’s page and, while open, on the dashboard', async () => {
    const listed = await call(
      'GET',
      `/api/admin/clients/${elena.id}/erasure-requests`,
      admin.cookie,
    );
    expect(listed.json<AdminErasureRequestList>().requests).toEqual([
      expect.objectContaining({
        clientId: elena.id,
        clientEmail: 'elena@example.com',
        status: 'open',
      }),
    ]);
    const dashboard = await call('GET', '/api/admin/dashboard', admin.cookie);
    expect(dashboard.json<DashboardOverview>().erasureRequests).toEqual([
      expect.objectContaining({ clientId: elena.id }),
    ]);
    const none = await call('GET', `/api/admin/clients/${fotis.id}/erasure-requests`, admin.cookie);
    expect(none.json<AdminErasureRequestList>().requests).toEqual([]);
  });
});
