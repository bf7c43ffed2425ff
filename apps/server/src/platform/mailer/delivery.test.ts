import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { createTestDatabase, openSecondHandle } from '../../test/database';
import { startSmtp } from '../../test/smtp';
import { MAX_ATTEMPTS } from './delivery';
import { createMailer, type Mailer } from './mailer';

const log = pino({ level: 'silent' });
let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const mailers: Mailer[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtp();
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((mailer) => mailer.close()));
  await database.db.delete(emailOutbox);
  smtp.received.length = 0;
  smtp.state.accepting = true;
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

function mailer(db = database.db) {
  const created = createMailer({
    db,
    log,
    smtpUrl: smtp.url,
    from: 'KC Law <firm@kclaw.test>',
    publicUrl: 'http://localhost:3000',
    logLinks: false,
  });
  mailers.push(created);
  return created;
}
const message = (to: string) => ({
  to,
  subject: `Hello ${to}`,
  text: 'Body',
  language: 'en' as const,
});
const rowFor = async (to: string) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)))[0]!;
/** Brings a waiting retry forward, as the clock would. */
const makeDue = (to: string) =>
  database.db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(emailOutbox.to, to));

describe('mail delivery over SMTP', () => {
  it('queues the mail and delivers it in the background, once', async () => {
    const mail = mailer();
    await mail.send(message('one@example.com'));
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0]!.to).toEqual(['one@example.com']);
    await mail.deliverDue();
    await expect.poll(async () => (await rowFor('one@example.com')).status).toBe('sent');
    expect(await rowFor('one@example.com')).toMatchObject({ attempts: 1, error: null });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps a mail the server refused and delivers it on a later attempt', async () => {
    smtp.state.accepting = false;
    const mail = mailer();
    await mail.send(message('later@example.com'));
    await mail.deliverDue(); // joins the delivery the send started
    const waiting = await rowFor('later@example.com');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.error).toContain('Mailbox busy');
    // The first retry is 30 s away, not now.
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await mail.deliverDue();
    expect(smtp.received).toHaveLength(0);

    smtp.state.accepting = true;
    await makeDue('later@example.com');
    await mail.deliverDue();
    expect(await rowFor('later@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives up after the last retry and says why', async () => {
    smtp.state.accepting = false;
    const mail = mailer();
    await mail.send(message('never@example.com'));
    await mail.deliverDue();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await rowFor('never@example.com')).toMatchObject({ status: 'pending' });
      await makeDue('never@example.com');
      await mail.deliverDue();
    }
    const row = await rowFor('never@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(row.error).toContain('Mailbox busy');
    await mail.deliverDue();
    expect((await rowFor('never@example.com')).attempts).toBe(MAX_ATTEMPTS);
  });

  it('sends each mail once when two server instances deliver from one outbox', async () => {
    const second = await openSecondHandle(database);
    try {
      const [a, b] = [mailer(), mailer(second.db)];
      smtp.state.accepting = false; // let the mail pile up first
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => a.send(message(`bulk${i}@example.com`))),
      );
      await Promise.all([a.deliverDue(), b.deliverDue()]);
      smtp.state.accepting = true;
      await database.db
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(emailOutbox.status, 'pending'));
      await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue(), b.deliverDue()]);
      await expect.poll(() => smtp.received.length).toBe(20);
      const recipients = smtp.received.flatMap((mail) => mail.to).sort();
      expect(new Set(recipients).size).toBe(20);
    } finally {
      await Promise.all(mailers.splice(0).map((m) => m.close()));
      await second.close();
    }
  });

  it('stores the mail without sending when no SMTP server is configured', async () => {
    const stored = createMailer({
      db: database.db,
      log,
      from: 'firm@kclaw.test',
      publicUrl: 'http://localhost:3000',
      logLinks: false,
    });
    await stored.send(message('kept@example.com'));
    expect(await rowFor('kept@example.com')).toMatchObject({ status: 'stored', attempts: 0 });
    expect(smtp.received).toHaveLength(0);
  });
});
