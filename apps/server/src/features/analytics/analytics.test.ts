import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { AnalyticsReport } from '@lexbridge/shared/schemas/analytics';
import {
  bookings,
  chatConversations,
  invoices,
  threadMessages,
  users,
} from '../../db/schema/index';
import { useAdmin, useTestApp } from '../../test/suite';
import { practiceAreaNames } from './practice-area-names';
import {
  createAnonymousConversation,
  createClient,
  createInvoice,
  createMatter,
  createTestCheckout,
  createThread,
  type TestUser,
} from '../../test/factories';
import { analyticsReport } from './service';

/** Monday 15 June 2026, noon in Nicosia (UTC+3 in summer): a 3-month period is April to June. */
const NOW = new Date('2026-06-15T09:00:00Z');
const at = (iso: string) => new Date(iso);

describe("the firm's analytics over a period, in the firm's calendar", () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  let report: AnalyticsReport;

  const paidBooking = async (confirmedAt: Date | null, status = 'confirmed' as const) => {
    const { bookingId } = await createTestCheckout(t);
    await t.db
      .update(bookings)
      .set({ status, confirmedAt, amountCents: 7_500 })
      .where(eq(bookings.id, bookingId));
  };

  beforeAll(async () => {
    await t.db.update(users).set({ createdAt: at('2026-05-10T10:00:00Z') }); // the firm's own
    const maria = await createClient(t, 'maria@example.test');
    const nikos = await createClient(t, 'nikos@example.test');
    const eleni = await createClient(t, 'eleni@example.test');
    const older = await createClient(t, 'older@example.test');
    const opened = async (who: TestUser[], when: string) =>
      t.db
        .update(users)
        .set({ createdAt: at(when) })
        .where(
          inArray(
            users.id,
            who.map((u) => u.id),
          ),
        );
    await opened([maria, nikos], '2026-04-03T08:00:00Z');
    await opened([eleni], '2026-06-01T08:00:00Z');
    await opened([older], '2026-02-20T08:00:00Z'); // before the period

    // 23:30 UTC on 31 March is 02:30 on 1 April in Nicosia: an April payment.
    await paidBooking(at('2026-03-31T23:30:00Z'));
    // 20:30 UTC on 31 March is 23:30 the same day in Nicosia: March, before the period.
    await paidBooking(at('2026-03-31T20:30:00Z'));
    await paidBooking(at('2026-06-02T10:00:00Z'));
    await paidBooking(at('2026-06-03T10:00:00Z'));
    await paidBooking(null, 'pending_payment' as 'confirmed'); // a hold never paid

    const lease = await createMatter(t, maria.id, { practiceArea: 'real-estate-law' });
    await createMatter(t, maria.id, { practiceArea: 'real-estate-law', status: 'completed' });
    await createMatter(t, nikos.id, { practiceArea: 'corporate-law', status: 'on_hold' });
    await createMatter(t, eleni.id, { title: 'General Consultation' }); // no practice area

    const invoice = async (
      amountCents: number,
      currency: 'EUR' | 'GBP',
      createdAt: string,
      paid?: { status: 'paid' | 'cancelled'; paidAt?: string },
    ) => {
      const { id } = await createInvoice(t, lease, { amountCents, currency }, admin.id);
      await t.db
        .update(invoices)
        .set({
          createdAt: at(createdAt),
          ...(paid && { status: paid.status, paidAt: paid.paidAt ? at(paid.paidAt) : null }),
        })
        .where(eq(invoices.id, id));
    };
    await invoice(100_00, 'EUR', '2026-04-10T09:00:00Z', {
      status: 'paid',
      paidAt: '2026-06-05T09:00:00Z',
    });
    await invoice(250_00, 'EUR', '2026-02-10T09:00:00Z', {
      status: 'paid',
      paidAt: '2026-04-30T22:00:00Z', // 1 May, 01:00 in Nicosia
    });
    await invoice(40_00, 'EUR', '2026-06-01T09:00:00Z'); // pending
    await invoice(999_00, 'EUR', '2026-05-01T09:00:00Z', { status: 'cancelled' });
    await invoice(80_00, 'GBP', '2026-05-20T09:00:00Z', {
      status: 'paid',
      paidAt: '2026-05-21T09:00:00Z',
    });

    // Weeks run Monday to Sunday in Nicosia: 21:30 UTC on Sunday 29 March is 00:30 on Monday.
    const conversation = async (createdAt: string) => {
      const { id } = await createAnonymousConversation(t);
      await t.db
        .update(chatConversations)
        .set({ createdAt: at(createdAt) })
        .where(eq(chatConversations.id, id));
    };
    await conversation('2026-03-29T21:30:00Z'); // week of 30 March, the period's first
    await conversation('2026-03-29T20:30:00Z'); // Sunday 29 March in Nicosia: before it
    await conversation('2026-06-14T20:00:00Z'); // Sunday 14 June, 23:00: week of 8 June
    const thread = await createThread(t, lease, {
      messages: [
        { from: 'client', content: 'Any news?', senderId: maria.id },
        { from: 'admin', content: 'Signed today.' },
        { from: 'client', content: 'Thank you.', senderId: maria.id },
      ],
    });
    const sent = await t.db
      .select({ id: threadMessages.id })
      .from(threadMessages)
      .where(eq(threadMessages.threadId, thread))
      .orderBy(threadMessages.seq);
    const dates = ['2026-06-09T09:00:00Z', '2026-06-10T09:00:00Z', '2026-06-15T06:00:00Z'];
    for (const [i, { id }] of sent.entries()) {
      await t.db
        .update(threadMessages)
        .set({ createdAt: at(dates[i]!) })
        .where(eq(threadMessages.id, id));
    }

    report = await analyticsReport(t.db, 3, practiceAreaNames(t.app), NOW);
  });

  it('counts paid consultations and their revenue in the month they were paid there', () => {
    expect(report.timeZone).toBe('Europe/Nicosia');
    expect(report.consultations).toEqual([
      { month: '2026-04', count: 1 },
      { month: '2026-05', count: 0 },
      { month: '2026-06', count: 2 },
    ]);
    expect(report.consultationRevenue).toEqual([
      {
        currency: 'EUR',
        months: [
          { month: '2026-04', cents: 75_00 },
          { month: '2026-05', cents: 0 },
          { month: '2026-06', cents: 150_00 },
        ],
      },
    ]);
  });

  it('sets invoiced (issued, not cancelled) against paid, each currency on its own', () => {
    expect(report.invoices).toEqual([
      {
        currency: 'EUR',
        months: [
          { month: '2026-04', invoicedCents: 100_00, paidCents: 0 },
          { month: '2026-05', invoicedCents: 0, paidCents: 250_00 },
          { month: '2026-06', invoicedCents: 40_00, paidCents: 100_00 },
        ],
      },
      {
        currency: 'GBP',
        months: [
          { month: '2026-04', invoicedCents: 0, paidCents: 0 },
          { month: '2026-05', invoicedCents: 80_00, paidCents: 80_00 },
          { month: '2026-06', invoicedCents: 0, paidCents: 0 },
        ],
      },
    ]);
  });

  it('counts new clients per month, never the firm’s administrators', () => {
    expect(report.newClients).toEqual([
      { month: '2026-04', count: 2 },
      { month: '2026-05', count: 0 },
      { month: '2026-06', count: 1 },
    ]);
  });

  it('counts every matter by practice area, busiest first, and by status', () => {
    expect(report.mattersByPracticeArea.slice(0, 2)).toEqual([
      {
        practiceArea: 'real-estate-law',
        title: { en: 'Real Estate Law', el: 'Δίκαιο Ακινήτων' },
        count: 2,
      },
      {
        practiceArea: 'corporate-law',
        title: { en: 'Corporate Law', el: 'Εταιρικό Δίκαιο' },
        count: 1,
      },
    ]);
    // Every other area the site offers is listed at zero; matters without an area come last.
    expect(report.mattersByPracticeArea).toHaveLength(6);
    expect(report.mattersByPracticeArea.slice(2, 5).every((area) => area.count === 0)).toBe(true);
    expect(report.mattersByPracticeArea.at(-1)).toEqual({
      practiceArea: null,
      title: null,
      count: 1,
    });
    expect(report.mattersByStatus).toEqual([
      { status: 'active', count: 2 },
      { status: 'on_hold', count: 1 },
      { status: 'completed', count: 1 },
      { status: 'cancelled', count: 0 },
    ]);
  });

  it('counts chat conversations and portal messages per week, Monday to Sunday there', () => {
    const weeks = report.weeklyActivity;
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ week: '2026-03-30', conversations: 1, messages: 0 });
    expect(weeks.slice(1, 10).every((w) => w.conversations === 0 && w.messages === 0)).toBe(true);
    expect(weeks.slice(-2)).toEqual([
      { week: '2026-06-08', conversations: 1, messages: 2 },
      { week: '2026-06-15', conversations: 0, messages: 1 },
    ]);
  });

  it('covers 12 months with zeros where nothing happened', async () => {
    const year = await analyticsReport(t.db, 12, practiceAreaNames(t.app), NOW);
    expect(year.newClients.map((m) => m.month)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(year.newClients.map((m) => m.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 1]);
    expect(year.consultations.find((m) => m.month === '2026-03')).toEqual({
      month: '2026-03',
      count: 1,
    });
    expect(year.weeklyActivity[0]!.week).toBe('2025-06-30');
  });
});

describe('GET /api/admin/analytics', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  beforeAll(async () => {
    const { bookingId } = await createTestCheckout(t);
    await t.db
      .update(bookings)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(eq(bookings.id, bookingId));
  });

  const get = (query: string, language = 'en') =>
    t.app.inject({
      url: `/api/admin/analytics${query}`,
      headers: { cookie: admin.cookie, 'accept-language': language },
    });

  it('answers the last 6 months by default, the current one last with what was paid today', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    const report = response.json<AnalyticsReport>();
    expect(report.months).toBe(6);
    expect(report.consultations).toHaveLength(6);
    expect(report.consultations.at(-1)).toEqual({
      month: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Nicosia' })
        .format(new Date())
        .slice(0, 7),
      count: 1,
    });
    expect(report.consultationRevenue[0]!.months.at(-1)!.cents).toBe(50_00);
  });

  it('takes 3 or 12 months and refuses any other period, saying which it takes', async () => {
    expect((await get('?months=12')).json<AnalyticsReport>().newClients).toHaveLength(12);
    expect((await get('?months=3')).json<AnalyticsReport>().invoices[0]!.months).toHaveLength(3);
    for (const query of ['?months=5', '?months=abc', '?months=']) {
      const refused = await get(query, 'el');
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error.message).toBe('Επιλέξτε περίοδο 3, 6 ή 12 μηνών.');
    }
  });
});
