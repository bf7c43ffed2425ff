import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminMatter } from '@lexbridge/shared/schemas/matters';
import { auditLog, matters } from '../../db/schema/index';
import { hasSqlState, SqlState } from '../../db/errors';
import { TEST_PUBLIC_URL } from '../../test/app';
import { createMatter, type TestUser } from '../../test/factories';
import { useAdmin, useClient, useTestApp } from '../../test/suite';

const t = useTestApp();
const admin = useAdmin(t, 'hold@kclaw.test', 'Andreas Hold');
const client = useClient(t, 'held.client@example.com');

const hold = (user: TestUser, matterId: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'PUT' : 'DELETE',
    url: `/api/admin/matters/${matterId}/legal-hold`,
    headers: { cookie: user.cookie, origin: TEST_PUBLIC_URL },
    ...(payload ? { payload } : {}),
  });
const audits = () =>
  t.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(like(auditLog.action, 'matter.legal_hold%'))
    .orderBy(asc(auditLog.createdAt));

describe("a matter's legal hold", () => {
  it('is placed with a reason, shown with who and when, released, and audited each time', async () => {
    const matterId = await createMatter(t, client.id, { title: 'Estate of P. Ioannou' });
    const refused = await hold(admin, matterId, { reason: '   ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.reason).toBe(
      'Say why the matter must be kept, in at most 500 characters.',
    );

    const placed = await hold(admin, matterId, { reason: ' Claim threatened by the heirs ' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<AdminMatter>().legalHold).toEqual({
      reason: 'Claim threatened by the heirs',
      by: 'Andreas Hold',
      at: expect.any(String),
    });
    const listed = await t.app.inject({
      url: `/api/admin/matters/${matterId}`,
      headers: { cookie: admin.cookie },
    });
    expect(listed.json<AdminMatter>().legalHold?.reason).toBe('Claim threatened by the heirs');

    const released = await hold(admin, matterId);
    expect(released.json<AdminMatter>().legalHold).toBeNull();
    // Releasing what is not held changes nothing and writes nothing.
    expect((await hold(admin, matterId)).statusCode).toBe(200);
    expect(await audits()).toEqual([
      {
        action: 'matter.legal_hold',
        details: { matter: 'Estate of P. Ioannou', reason: 'Claim threatened by the heirs' },
      },
      {
        action: 'matter.legal_hold_release',
        details: { matter: 'Estate of P. Ioannou', reason: 'Claim threatened by the heirs' },
      },
    ]);
  });

  it('is the firm’s alone, and only for a matter that exists', async () => {
    const matterId = await createMatter(t, client.id);
    expect((await hold(client, matterId, { reason: 'Mine' })).statusCode).toBe(403);
    const missing = await hold(admin, '00000000-0000-4000-8000-000000000000', { reason: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('is stored whole or not at all: the database refuses a hold without who or when', async () => {
    const matterId = await createMatter(t, client.id);
    const error = await t.db
      .update(matters)
      .set({ legalHoldReason: 'half' })
      .where(and(eq(matters.id, matterId)))
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(hasSqlState(error, SqlState.checkViolation)).toBe(true);
  });
});
