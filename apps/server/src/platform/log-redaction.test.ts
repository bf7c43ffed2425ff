import { sql } from 'drizzle-orm';
import { pino, type LoggerOptions } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLogger } from '../app';
import type { Database } from '../db/client';
import { testConfig } from '../test/app';
import { createTestDatabase } from '../test/database';
import { captureLog } from '../test/log-capture';
import { linkSafeError, PARAMS_LEFT_OUT, redactLinks } from './log-redaction';

describe('links in the log', () => {
  it("keeps a link's address and drops its query", () => {
    expect(redactLinks('open https://kc.law/api/auth/magic-link/verify?token=abc&x=1 now')).toBe(
      'open https://kc.law/api/auth/magic-link/verify?[redacted] now',
    );
    expect(redactLinks('see https://kc.law/news')).toBe('see https://kc.law/news');
  });

  it('an error that quotes a link reaches the log without its query', () => {
    const error = Object.assign(
      new Error('Message failed: Sign in:\nhttps://kc.law/auth/reset-password?token=s3cret'),
      { code: 'EENVELOPE' },
    );
    const logged = JSON.stringify(linkSafeError(error));
    expect(logged).not.toContain('s3cret');
    expect(logged).toContain('reset-password?[redacted]');
    expect(logged).toContain('EENVELOPE');
  });
});

describe('failed queries in the log', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('carry the statement and its error code, never its parameters', async () => {
    const { stream, text } = captureLog();
    // The logger the server runs with, writing here.
    const log = pino(
      defaultLogger(testConfig({ LOG_LEVEL: 'info' }), stream) as LoggerOptions,
      stream,
    );
    const name = 'Maria Georgiou';
    const email = 'maria.georgiou@example.com';
    const failure = await database.db
      .execute(sql`select ${name}::text as name, ${email}::int as email`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    log.error({ err: failure }, 'request failed');
    const logged = text();
    expect(logged).toContain('select $1::text as name, $2::int as email');
    expect(logged).toContain('22P02'); // invalid input syntax: the database's own code stays
    expect(logged).toContain(PARAMS_LEFT_OUT);
    expect(logged).not.toContain('Georgiou');
    expect(logged).not.toContain('maria.georgiou');
  });
});
