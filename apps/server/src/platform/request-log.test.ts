import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLogger } from '../app';
import { buildTestApp, testConfig, type TestApp } from '../test/app';
import { captureLog } from '../test/log-capture';
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

  it('replaces path segments that are secrets: checkout sessions, session ids, reset tokens', () => {
    expect(redactUrl('/checkout/test/cs_test_1')).toBe('/checkout/test/[redacted]');
    expect(redactUrl('/el/checkout/test/cs_test_1?x=1')).toBe('/el/checkout/test/[redacted]?x=1');
    expect(redactUrl('/api/checkout/test/cs_test_1/cancel')).toBe(
      '/api/checkout/test/[redacted]/cancel',
    );
    expect(redactUrl('/api/account/sessions/abc')).toBe('/api/account/sessions/[redacted]');
    expect(redactUrl('/el/booking/manage/abc.def')).toBe('/el/booking/manage/[redacted]');
    expect(redactUrl('/api/bookings/manage/abc.def/slots?date=2031-01-06')).toBe(
      '/api/bookings/manage/[redacted]/slots?date=2031-01-06',
    );
    expect(redactUrl(`/calendar/${'A'.repeat(43)}.ics`)).toBe('/calendar/[redacted]');
    expect(redactUrl(`/el/data-export/${'A'.repeat(43)}`)).toBe('/el/data-export/[redacted]');
    expect(redactUrl(`/api/data-exports/${'A'.repeat(43)}/download`)).toBe(
      '/api/data-exports/[redacted]/download',
    );
    expect(redactUrl('/api/auth/reset-password/t0k?callbackURL=%2F')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2F',
    );
    expect(redactUrl('/api/account/sessions')).toBe('/api/account/sessions');
    expect(redactUrl('/articles/checkout')).toBe('/articles/checkout');
  });
});

describe('request log lines', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    // The logger the server runs with, writing here.
    t = await buildTestApp({
      logger: () => defaultLogger(testConfig({ LOG_LEVEL: 'info' }), log.stream),
    });
  });
  afterAll(() => t.close());

  it('never contain a token from the query string, and still say which path was asked', async () => {
    const secret = 'sEcReT-tOkEn-42';
    await t.app.inject({ method: 'GET', url: `/api/invitations/check?token=${secret}&lang=el` });
    await t.app.inject({ method: 'GET', url: `/api/health?code=${secret}` });
    const logged = log.text();
    expect(logged).not.toContain(secret);
    expect(logged).toContain('/api/invitations/check?token=[redacted]&lang=el');
    expect(logged).toContain('/api/health?code=[redacted]');
  });

  it('never contain a checkout session, a session id or a reset token from the path', async () => {
    const secret = 'cs_test_sEcReT42';
    for (const url of [
      `/api/checkout/test/${secret}`,
      `/api/checkout/test/${secret}/pay`,
      `/api/account/sessions/${secret}`,
      `/api/auth/reset-password/${secret}?callbackURL=%2F`,
      `/api/bookings/manage/${secret}`,
      `/calendar/${secret}.ics`,
    ])
      await t.app.inject({ method: url.endsWith('/pay') ? 'POST' : 'GET', url });
    const logged = log.text();
    expect(logged).not.toContain(secret);
    expect(logged).toContain('/api/checkout/test/[redacted]/pay');
    expect(logged).toContain('/api/account/sessions/[redacted]');
    expect(logged).toContain('/calendar/[redacted]');
  });
});
