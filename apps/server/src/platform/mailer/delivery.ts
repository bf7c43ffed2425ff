import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { mailBranding, type SiteSource } from './branding';

/** Seconds to wait after the 1st, 2nd, ... failed attempt; after the last one the mail fails. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800];
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** A claimed mail is left alone this long; if its worker died, another one picks it up. */
const LEASE_SECONDS = 120;
const POLL_MS = 5000;
/**
 * When the worker counts as dead: its timer has not fired for three polls (stopped, or the event
 * loop blocked), or one batch has lasted longer than a mail server's timeouts allow (10 mails in
 * parallel, each bounded by the transport's 10 + 10 + 30 s, then the database writes). A long
 * queue is many batches, each of them short.
 */
const SILENT_AFTER_MS = 3 * POLL_MS;
const STUCK_AFTER_MS = 5 * 60_000;
const BATCH_SIZE = 10;

type OutboxRow = typeof emailOutbox.$inferSelect;
export type MailWorkerHealth =
  { state: 'alive' | 'stopped' | 'off' } | { state: 'stuck' | 'silent'; sinceMs: number };

/**
 * Sends pending outbox mail over SMTP outside the request that wrote it, so nobody waits on the
 * mail server, and retries a failed delivery with growing delays. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several server instances never send the same mail at once.
 */
export function createMailDelivery(options: {
  db: Db;
  log: FastifyBaseLogger;
  transport: Transporter;
  from: string;
  /** The published site, once loaded: its firm name is the From name, its address the Reply-To. */
  site: () => SiteSource | null;
}) {
  const { db, log, transport, from, site } = options;
  const fromAddress = from.match(/<([^>]+)>\s*$/)?.[1] ?? from;
  let running: Promise<void> | null = null;
  let requested = false;
  let stopped = false;
  let lastTickAt = Date.now();
  /** When the batch being delivered began (null while idle). */
  let batchSince: number | null = null;

  async function claimDue(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  async function deliver(row: OutboxRow) {
    try {
      // Replies reach the firm's contact address, never the sender address (often no-reply@).
      const firm = mailBranding(defaultLanguage, site());
      await transport.sendMail({
        // MAIL_FROM's address with the firm's name as the site has it now.
        from: site() ? { name: firm.name, address: fromAddress } : from,
        replyTo: { name: firm.name, address: firm.contactEmail },
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments: row.attachments ?? undefined,
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', nextAttemptAt: null })
        .where(eq(emailOutbox.id, row.id));
      log.info({ to: row.to, subject: row.subject }, 'mail sent');
    } catch (error) {
      const reason = String((error as Error).message ?? error);
      const delay = RETRY_DELAYS_SECONDS[row.attempts - 1];
      await db
        .update(emailOutbox)
        .set(
          delay === undefined
            ? { status: 'failed', error: reason, nextAttemptAt: null }
            : { error: reason, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` },
        )
        .where(eq(emailOutbox.id, row.id));
      log.error(
        { err: error, to: row.to, subject: row.subject, attempt: row.attempts },
        delay === undefined ? 'mail failed for good' : `mail failed; retrying in ${delay} s`,
      );
    }
  }

  async function drain() {
    while (!stopped) {
      const rows = await claimDue();
      if (rows.length === 0) return;
      await Promise.all(rows.map(deliver));
      batchSince = Date.now();
    }
  }

  /** Delivers whatever is due now; resolves when that is done (a call while busy joins in). */
  function deliverDue(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      requested = true;
      return running;
    }
    batchSince = Date.now();
    running = (async () => {
      do {
        requested = false;
        await drain().catch((error) => log.error({ err: error }, 'mail delivery run failed'));
      } while (requested && !stopped);
    })().finally(() => {
      running = null;
      batchSince = null;
    });
    return running;
  }

  // Also picks up mail left pending by an earlier process, and retries when they come due.
  const timer = setInterval(() => {
    lastTickAt = Date.now();
    void deliverDue();
  }, POLL_MS);
  timer.unref();
  void deliverDue();

  return {
    deliverDue,
    /** Whether the worker still works: `alive`, or why not (for /api/health/ready). */
    health(now = Date.now()): MailWorkerHealth {
      if (stopped) return { state: 'stopped' };
      if (batchSince !== null && now - batchSince > STUCK_AFTER_MS)
        return { state: 'stuck', sinceMs: now - batchSince };
      if (now - lastTickAt > SILENT_AFTER_MS) return { state: 'silent', sinceMs: now - lastTickAt };
      return { state: 'alive' };
    },
    /** Stops the worker and waits for the deliveries in flight (before the database closes). */
    async close() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
