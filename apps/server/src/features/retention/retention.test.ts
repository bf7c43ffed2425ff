import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import {
  auditLog,
  bookings,
  chatConversations,
  chatMessages,
  emailOutbox,
  firmSettings,
} from '../../db/schema/index';
import { useTestApp } from '../../test/suite';
import { RETENTION_ACTOR, RETENTION_BATCH, runRetention } from './retention';

const log = pino({ level: 'silent' });
const monthsAgo = (months: number) => sql`now() - make_interval(months => ${months})`;

describe('the retention job', () => {
  const t = useTestApp();
  beforeEach(async () => {
    await t.db.delete(chatMessages);
    await t.db.delete(chatConversations);
    await t.db.delete(emailOutbox);
    await t.db.delete(auditLog);
  });

  const keep = (chatRetentionMonths: number | null, outboxRetentionMonths: number | null) =>
    t.db.update(firmSettings).set({ chatRetentionMonths, outboxRetentionMonths });

  /**
   * A conversation last active `age` months ago, with `messages` messages; moved to the Deleted
   * view `deletedDaysAgo` days ago if given.
   */
  async function conversation(
    name: string,
    status: 'active' | 'archived',
    age: number,
    messages = 2,
    deletedDaysAgo?: number,
  ) {
    const [row] = await t.db
      .insert(chatConversations)
      .values({
        userName: name,
        status,
        updatedAt: monthsAgo(age),
        createdAt: monthsAgo(age),
        deletedAt:
          deletedDaysAgo === undefined
            ? null
            : sql`now() - make_interval(days => ${deletedDaysAgo})`,
      })
      .returning();
    for (let i = 0; i < messages; i++)
      await t.db.insert(chatMessages).values({
        conversationId: row!.id,
        content: `message ${i}`,
        senderType: 'visitor',
        senderName: name,
      });
    return row!.id;
  }

  async function mail(
    subject: string,
    status: 'stored' | 'pending' | 'sent' | 'failed',
    age: number,
  ) {
    await t.db
      .insert(emailOutbox)
      .values({ to: 'x@example.com', subject, text: '.', status, createdAt: monthsAgo(age) });
  }

  async function seed() {
    await conversation('old archived', 'archived', 14, 3);
    await conversation('recent archived', 'archived', 6);
    await conversation('old active', 'active', 14);
    for (const status of ['stored', 'sent', 'failed'] as const)
      await mail(`old ${status}`, status, 14);
    await mail('old pending', 'pending', 14);
    await mail('recent sent', 'sent', 6);
  }

  const names = async () =>
    (await t.db.select().from(chatConversations)).map((row) => row.userName).sort();
  const subjects = async () =>
    (await t.db.select().from(emailOutbox)).map((row) => row.subject).sort();

  it('keeps everything while the settings say keep forever, and audits nothing', async () => {
    await seed();
    await keep(null, null);
    expect(await runRetention({ db: t.db, log })).toEqual({
      conversations: 0,
      deletedConversations: 0,
      chatMessages: 0,
      outboxMails: 0,
    });
    expect(await names()).toHaveLength(3);
    expect(await subjects()).toHaveLength(5);
    expect(await t.db.select().from(auditLog)).toHaveLength(0);
  });

  it('deletes only archived chats and sent or stored mail older than the months chosen', async () => {
    await seed();
    await keep(12, 12);
    const counts = await runRetention({ db: t.db, log });
    expect(counts).toEqual({
      conversations: 1,
      deletedConversations: 0,
      chatMessages: 3,
      outboxMails: 3,
    });
    expect(await names()).toEqual(['old active', 'recent archived']);
    expect(await t.db.select().from(chatMessages)).toHaveLength(4);
    // Pending mail has not been delivered yet: never deleted, whatever its age.
    expect(await subjects()).toEqual(['old pending', 'recent sent']);

    const [entry, ...more] = await t.db.select().from(auditLog);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: null,
      actorName: RETENTION_ACTOR,
      action: 'retention.purge',
      details: { ...counts, chatRetentionMonths: 12, outboxRetentionMonths: 12 },
    });

    // A second run finds nothing more to delete and adds no entry.
    await runRetention({ db: t.db, log });
    expect(await t.db.select().from(auditLog)).toHaveLength(1);
  });

  it('applies each setting on its own: chats only, then mail after 3 months', async () => {
    await seed();
    await keep(3, null);
    expect(await runRetention({ db: t.db, log })).toEqual({
      conversations: 2,
      deletedConversations: 0,
      chatMessages: 5,
      outboxMails: 0,
    });
    expect(await names()).toEqual(['old active']);
    await keep(null, 3);
    expect((await runRetention({ db: t.db, log })).outboxMails).toBe(4);
    expect(await subjects()).toEqual(['old pending']);
  });

  it('works through a backlog larger than one batch', async () => {
    const total = RETENTION_BATCH + 5;
    const rows = await t.db
      .insert(chatConversations)
      .values(
        Array.from({ length: total }, (_, i) => ({
          userName: `visitor ${i}`,
          status: 'archived' as const,
          updatedAt: monthsAgo(24),
        })),
      )
      .returning({ id: chatConversations.id });
    await t.db.insert(chatMessages).values(
      rows.map((row) => ({
        conversationId: row.id,
        content: 'hello',
        senderType: 'visitor' as const,
        senderName: 'v',
      })),
    );
    await keep(12, null);
    expect(await runRetention({ db: t.db, log })).toEqual({
      conversations: total,
      deletedConversations: 0,
      chatMessages: total,
      outboxMails: 0,
    });
    expect(await t.db.select().from(chatConversations)).toHaveLength(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'retention.purge'));
    expect(entry!.details).toMatchObject({ conversations: total });
  });

  it('removes conversations 30 days after the firm deleted them, whatever the settings', async () => {
    await conversation('deleted 31 days ago', 'active', 0, 2, 31);
    await conversation('deleted 29 days ago', 'archived', 24, 1, 29);
    await conversation('old archived', 'archived', 24, 1);
    await keep(null, null);
    expect(await runRetention({ db: t.db, log })).toEqual({
      conversations: 0,
      deletedConversations: 1,
      chatMessages: 2,
      outboxMails: 0,
    });
    expect(await names()).toEqual(['deleted 29 days ago', 'old archived']);
    const [entry] = await t.db.select().from(auditLog);
    expect(entry!.details).toMatchObject({ deletedConversations: 1 });

    // Archived-chat retention leaves a deleted conversation to its own 30 days.
    await keep(12, null);
    expect(await runRetention({ db: t.db, log })).toMatchObject({
      conversations: 1,
      deletedConversations: 0,
    });
    expect(await names()).toEqual(['deleted 29 days ago']);
  });

  it('forgets the address of every booking whose hold is over, and keeps it on open holds', async () => {
    await keep(null, null);
    const hour = 3_600_000;
    const start = new Date(Date.now() + 30 * 24 * hour);
    const booking = (
      clientEmail: string,
      status: 'pending_payment' | 'confirmed' | 'cancelled' | 'expired',
      holdExpiresAt: Date,
      offset: number,
    ) => ({
      type: 'initial',
      typeName: { en: 'Initial Consultation', el: 'Αρχική Συμβουλευτική Συνάντηση' },
      clientName: 'Maria Georgiou',
      clientEmail,
      clientIp: '10.30.0.1',
      language: 'en' as const,
      startAt: new Date(start.getTime() + offset * hour),
      endAt: new Date(start.getTime() + offset * hour + hour / 2),
      amountCents: 5000,
      currency: 'EUR',
      status,
      holdExpiresAt,
      paymentProvider: 'test' as const,
    });
    const later = new Date(Date.now() + hour);
    const earlier = new Date(Date.now() - hour);
    await t.db
      .insert(bookings)
      .values([
        booking('open@example.test', 'pending_payment', later, 0),
        booking('lapsed@example.test', 'pending_payment', earlier, 1),
        booking('paid@example.test', 'confirmed', later, 2),
        booking('cancelled@example.test', 'cancelled', later, 3),
        booking('expired@example.test', 'expired', earlier, 4),
      ]);
    await runRetention({ db: t.db, log });
    const rows = await t.db
      .select({ email: bookings.clientEmail, ip: bookings.clientIp })
      .from(bookings)
      .where(sql`${bookings.clientEmail} like '%@example.test'`);
    expect(Object.fromEntries(rows.map((row) => [row.email, row.ip]))).toEqual({
      'open@example.test': '10.30.0.1',
      'lapsed@example.test': null,
      'paid@example.test': null,
      'cancelled@example.test': null,
      'expired@example.test': null,
    });
  });
});
