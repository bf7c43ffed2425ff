import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/index';
import { buildTestApp } from '../test/app';
import { closeApp } from './shutdown';

/** A mail server that takes 700 ms to accept each message, as a slow relay does. */
async function slowSmtp() {
  const accepted: string[] = [];
  let receiving = false;
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    onData(stream, session, callback) {
      receiving = true;
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          accepted.push(session.envelope.rcptTo[0]!.address);
          callback();
        }, 700),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    receiving: () => receiving,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

it('closing the app (the graceful stop) waits for the mail being sent, and records it as sent', async () => {
  const smtp = await slowSmtp();
  const t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  try {
    await t.app.deps.mailer.send({
      to: 'client@example.com',
      subject: 'Hello',
      text: 'Body',
      language: 'en',
    });
    await expect.poll(smtp.receiving).toBe(true);
    await closeApp(t.app); // as SIGTERM does, before the database closes
    expect(smtp.accepted).toEqual(['client@example.com']);
    const [row] = await t.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'client@example.com'));
    expect(row?.status).toBe('sent');
  } finally {
    await t.database.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
    await smtp.close();
  }
});
