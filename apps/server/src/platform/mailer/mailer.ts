import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

export type MailAttachment = { filename: string; contentType: string; content: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

export type Mailer = {
  /** True when mail actually leaves the server (SMTP configured); false when it is only stored. */
  readonly delivers: boolean;
  /** Records the mail in the outbox and, with SMTP, delivers it. Throws when delivery fails. */
  send(message: MailMessage): Promise<void>;
};

const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}): Mailer {
  const { db, log, smtpUrl, from } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  return {
    delivers: Boolean(transport),
    async send(message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...message, status: transport ? 'sent' : 'stored' })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        // Without SMTP the log is how an operator finds a confirmation or setup link.
        log.info(
          { to: message.to, subject: message.subject, links: linksIn(message.text) },
          'mail stored in outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      } catch (error) {
        await db
          .update(emailOutbox)
          .set({ status: 'failed', error: String((error as Error).message ?? error) })
          .where(eq(emailOutbox.id, row!.id));
        throw error;
      }
    },
  };
}
