import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLogger } from '../app';
import { buildTestApp, testConfig, type TestApp } from '../test/app';
import { redactUrl } from './request-log';

describe('redactUrl', () => {
  it('replaces the values of token-like query parameters and keeps the rest', () => {
    expect(redactUrl('/setup?token=abc123')).toBe('/setup?token=[redacted]');
    expect(
      redactUrl('/api/auth/verify-email?token=t0k&callbackURL=%2Fclient-portal&page=2#top'),
    ).toBe('/api/auth/verify-email?token=[redacted]&callbackURL=%2Fclient-portal&page=2#top');
    expect(redactUrl('/x?code=1&client_secret=2&api_key=3&X-Amz-Signature=4&sig=5')).toBe(
      '/x?code=[redacted]&client_secret=[redacted]&api_key=[redacted]&X-Amz-Signature=[redacted]&sig=5',
    );
    expect(redactUrl('/booking-success?session_id=cs_1')).toBe(
      '/booking-success?session_id=[redacted]',
    );
    expect(redactUrl('/news?page=2')).toBe('/news?page=2');
    expect(redactUrl('/news')).toBe('/news');
    expect(redactUrl('/x?%74oken=abc&%E0=1')).toBe('/x?%74oken=[redacted]&%E0=1');
  });
});

describe('request log lines', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // The logger the server runs with, writing here.
    t = await buildTestApp({
      logger: () => defaultLogger(testConfig({ LOG_LEVEL: 'info' }), stream),
    });
  });
  afterAll(() => t.close());

  it('never contain a token from the query string, and still say which path was asked', async () => {
    const secret = 'sEcReT-tOkEn-42';
    await t.app.inject({ method: 'GET', url: `/api/invitations/check?token=${secret}&lang=el` });
    await t.app.inject({ method: 'GET', url: `/api/health?code=${secret}` });
    const log = lines.join('');
    expect(log).not.toContain(secret);
    expect(log).toContain('/api/invitations/check?token=[redacted]&lang=el');
    expect(log).toContain('/api/health?code=[redacted]');
  });
});
