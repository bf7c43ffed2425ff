import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { mailBranding, type MailBranding, type SiteSource } from './branding';
import { createMailDelivery, type MailWorkerHealth } from './delivery';
import { renderMailHtml } from './html/layout';

export type MailAttachment = { filename: string; contentType: string; content: string };
/**
 * A mail as a feature writes it: plain text only. The mailer adds the HTML part (the same words in
 * the firm's layout), so every mail looks like the firm's without any feature writing HTML.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The recipient's language, which the text is written in: the HTML's footer follows it. */
  language: Language;
  attachments?: MailAttachment[];
};

export type Mailer = {
  /** True when mail actually leaves the server (SMTP configured); false when it is only stored. */
  readonly delivers: boolean;
  /**
   * Records the mail in the outbox with its HTML part, made here from its text in the firm's
   * layout (the row keeps the mail as it was sent); with SMTP the delivery worker sends it moments
   * later and retries if the mail server fails. Throws only when the outbox row cannot be written.
   * Given the caller's transaction, the mail exists only if that commits (call `deliverDue`).
   */
  send(message: MailMessage, options?: { tx?: DbOrTx }): Promise<void>;
  /** Delivers the pending mail that is due now (no-op without SMTP). */
  deliverDue(): Promise<void>;
  /** Stops delivery and waits for what is in flight. */
  close(): Promise<void>;
  /** The delivery worker's state (`off` without SMTP: nothing to deliver, nothing to fail). */
  workerHealth(now?: number): MailWorkerHealth;
  /** From now on, mails wear the published site's identity (the site feature calls it on load). */
  brandWith(site: SiteSource): void;
  /**
   * The firm as mails name it now, in `language`: a mail's text takes the firm's name, phone and
   * contact address from here, so it says what its header and footer say.
   */
  branding(language: Language): MailBranding;
};

const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/**
 * Bounded waits (nodemailer's defaults reach minutes), so a mail server that hangs delays one
 * attempt and shutdown only briefly. Values already in SMTP_URL's query win.
 */
function withTimeouts(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const timeouts = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };
  for (const [name, ms] of Object.entries(timeouts))
    if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
  return url.toString();
}

export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
  /** The site's public address: the logo in a mail's header is fetched from there. */
  publicUrl: string;
  /**
   * Whether a stored mail's links go to the log (development). In production they never do: a
   * link signs its holder in, and logs are read by more people, and kept longer, than the outbox.
   */
  logLinks: boolean;
}): Mailer {
  const { db, log, smtpUrl, from, publicUrl, logLinks } = options;
  let site: SiteSource | null = null;
  const delivery = smtpUrl
    ? createMailDelivery({
        db,
        log,
        transport: nodemailer.createTransport(withTimeouts(smtpUrl)),
        from,
        site: () => site,
      })
    : undefined;

  return {
    delivers: Boolean(delivery),
    async send(message, { tx } = {}) {
      const { language, ...mail } = message;
      await (tx ?? db).insert(emailOutbox).values({
        ...mail,
        html: renderMailHtml(message, mailBranding(language, site, publicUrl)),
        status: delivery ? 'pending' : 'stored',
        nextAttemptAt: delivery ? sql`now()` : null,
      });
      if (delivery) {
        // Inside a transaction the row is not visible yet: the caller asks once it committed.
        if (!tx) void delivery.deliverDue();
        return;
      }
      // Without SMTP, in development, the log is how a developer finds a confirmation link; in
      // production the admin Outbox shows it.
      log.info(
        {
          to: message.to,
          subject: message.subject,
          ...(logLinks && { links: linksIn(message.text) }),
        },
        'mail stored in outbox (no SMTP_URL): see Admin → Outbox',
      );
    },
    deliverDue: () => delivery?.deliverDue() ?? Promise.resolve(),
    close: () => delivery?.close() ?? Promise.resolve(),
    workerHealth: (now) => delivery?.health(now) ?? { state: 'off' },
    brandWith(source) {
      site = source;
    },
    branding: (language) => mailBranding(language, site, publicUrl),
  };
}
