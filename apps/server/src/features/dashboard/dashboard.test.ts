import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DashboardOverview } from '@lexbridge/shared/schemas/dashboard';
import { bookings, invoices } from '../../db/schema/index';
import { useAdmin, useTestApp } from '../../test/suite';
import {
  createAppointment,
  createClient,
  createDocument,
  createInvoice,
  createMatter,
  createTestCheckout,
  createThread,
} from '../../test/factories';

describe("the firm's dashboard figures", () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const DAY = 86_400_000;

  beforeAll(async () => {
    const maria = await createClient(t, 'maria@example.test');
    await createClient(t, 'nikos@example.test');
    // A minute apart, in order: inserts a moment apart may share a timestamp where the clock
    // reads milliseconds (PGlite), and tie.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const lease = await createMatter(t, maria.id, {
      title: 'Office lease',
      createdAt: minutesAgo(3),
    });
    await createMatter(t, maria.id, {
      title: 'Old will',
      status: 'completed',
      createdAt: minutesAgo(2),
    });
    const newest = await createMatter(t, maria.id, {
      title: 'Trademark',
      createdAt: minutesAgo(1),
    });

    const paid = async (cents: number, currency: 'EUR' | 'GBP', paidAt: Date) => {
      const { id } = await createInvoice(t, lease, { amountCents: cents, currency }, admin.id);
      await t.db.update(invoices).set({ status: 'paid', paidAt }).where(eq(invoices.id, id));
    };
    await paid(100_00, 'EUR', new Date());
    await paid(250_50, 'EUR', new Date(Date.now() - 45 * DAY)); // an earlier month
    await paid(80_00, 'GBP', new Date());
    const setStatus = async (status: 'sent' | 'overdue' | 'cancelled') => {
      const { id } = await createInvoice(t, newest, {}, admin.id);
      await t.db.update(invoices).set({ status }).where(eq(invoices.id, id));
    };
    await createInvoice(t, newest, {}, admin.id); // pending
    await setStatus('sent');
    await setStatus('overdue');
    await setStatus('cancelled');

    await createDocument(t, lease);
    await createDocument(t, lease, { accessLevel: 'firm', name: 'Notes.docx' });
    await createAppointment(t, lease);
    await createAppointment(t, lease, { startsAt: new Date(Date.now() - DAY) });
    await createAppointment(t, lease, { status: 'cancelled' });
    const { bookingId } = await createTestCheckout(t);
    await t.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, bookingId));
    await createThread(t, lease, {
      messages: [{ from: 'client', content: 'Any news?', senderId: maria.id }],
    });
    await createThread(t, lease, { messages: [{ from: 'admin', content: 'Signed.' }] });
  });

  it('counts what the firm has, each figure from what was created', async () => {
    const response = await t.app.inject({
      url: '/api/admin/dashboard',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const overview = response.json<DashboardOverview>();
    expect(overview).toMatchObject({
      totalClients: 2,
      activeMatters: 2,
      pendingInvoices: 2,
      overdueInvoices: 1,
      documents: 2,
      upcomingAppointments: 2,
      unreadThreads: 1,
    });
    // This calendar month's paid invoices beside every paid invoice, per currency.
    expect(overview.revenue).toEqual([
      { currency: 'EUR', thisMonthCents: 100_00, allTimeCents: 350_50 },
      { currency: 'GBP', thisMonthCents: 80_00, allTimeCents: 80_00 },
    ]);
    expect(overview.recentMatters.map((m) => m.title)).toEqual([
      'Trademark',
      'Old will',
      'Office lease',
    ]);
    expect(overview.recentInvoices).toHaveLength(2);
    expect(overview.recentInvoices[0]).toMatchObject({
      matterTitle: 'Trademark',
      status: 'cancelled',
    });
  });
});
