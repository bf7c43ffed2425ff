import { createServer, type Server, type Socket } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { startSmtp } from '../../test/smtp';
import { createMailer } from './mailer';

const log = pino({ level: 'silent' });
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const mailerFor = (smtpUrl?: string) =>
  createMailer({
    db: database.db,
    log,
    smtpUrl,
    from: 'firm@kclaw.test',
    publicUrl: 'http://localhost:3000',
    logLinks: false,
  });

/** A mail server that accepts the connection and never says a word (a hung relay). */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}?greetingTimeout=300`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the mail worker’s health (for /api/health/ready)', { timeout: 20_000 }, () => {
  it('is off without SMTP, alive while its timer fires, silent when it stops firing, stopped once closed', async () => {
    expect(mailerFor().workerHealth()).toEqual({ state: 'off' });
    const smtp = await startSmtp();
    const mailer = mailerFor(smtp.url);
    try {
      expect(mailer.workerHealth()).toEqual({ state: 'alive' });
      // The timer fires every 5 s and a worker not heard from for 15 s is dead: after the first
      // tick, 11 s more are still fine (16.5 s after the start), 16 s more are not.
      await new Promise((resolve) => setTimeout(resolve, 5500));
      expect(mailer.workerHealth(Date.now() + 11_000)).toEqual({ state: 'alive' });
      expect(mailer.workerHealth(Date.now() + 16_000)).toMatchObject({ state: 'silent' });
    } finally {
      await mailer.close();
      await smtp.close();
    }
    expect(mailer.workerHealth()).toEqual({ state: 'stopped' });
  });

  it('is stuck when one delivery batch lasts past every timeout of the mail server', async () => {
    const relay = await silentServer();
    const mailer = mailerFor(relay.url);
    try {
      await mailer.send({ to: 'hung@example.com', subject: 'Hi', text: 'Body', language: 'en' });
      expect(mailer.workerHealth()).toEqual({ state: 'alive' }); // a batch has just begun
      expect(mailer.workerHealth(Date.now() + 6 * 60_000)).toMatchObject({ state: 'stuck' });
    } finally {
      await mailer.close();
      await relay.close();
    }
  });
});
