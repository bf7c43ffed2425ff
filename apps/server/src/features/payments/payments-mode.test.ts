import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLogger } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { bookings } from '../../db/schema/index';
import { buildTestApp, TEST_PUBLIC_URL, testConfig, type TestApp } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { createClient, createInvoice, createMatter } from '../../test/factories';
import { bookSlot, freeTimes, futureMonday } from '../../test/booking-http';

const production = { NODE_ENV: 'production', ALLOW_NO_SMTP: 'true' };

describe('payment settings', () => {
  it('turns the test checkout off in production without Stripe, unless PAYMENTS_TEST_MODE=true', () => {
    expect(loadConfig(production).payments).toEqual({ mode: 'off', testModeBanner: false });
    expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: 'true' }).payments).toEqual({
      mode: 'test',
      testModeBanner: true,
    });
    expect(loadConfig({ NODE_ENV: 'development' }).payments).toEqual({
      mode: 'test',
      testModeBanner: false,
    });
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig({ ...production, ...stripe, PAYMENTS_TEST_MODE: 'true' }).payments).toEqual({
      mode: 'stripe',
      testModeBanner: false,
    });
    expect(() => loadConfig({ PAYMENTS_TEST_MODE: 'yes' })).toThrow(
      'PAYMENTS_TEST_MODE must be true or false.',
    );
  });

  it('refuses to start with a Stripe key but no webhook secret, saying what to set', () => {
    const attempt = () => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not/,
    );
  });
});

describe('in production without Stripe or test mode', () => {
  const t = useTestApp({ env: production });

  it('answers a booking with a clear message instead of a checkout, and holds no slot', async () => {
    const date = futureMonday(3);
    const response = await bookSlot(t.app, { type: 'initial', date, time: '09:00' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'PAYMENTS_OFF',
        message:
          'Online payment is not available on this site. Please contact the firm to arrange payment.',
      },
    });
    expect(await t.db.select().from(bookings)).toHaveLength(0);
    expect(await freeTimes(t.app, date)).toContain('09:00');
  });

  it('answers paying an invoice with the same message, in Greek too, and serves no test checkout', async () => {
    const client = await createClient(t, 'off@example.test');
    const invoice = await createInvoice(t, await createMatter(t, client.id));
    const pay = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/invoices/${invoice.id}/checkout`,
        headers: { cookie: client.cookie, origin: TEST_PUBLIC_URL, 'accept-language': language },
      });
    const english = await pay('en');
    expect(english.statusCode).toBe(503);
    expect(english.json().error.code).toBe('PAYMENTS_OFF');
    expect((await pay('el')).json().error.message).toBe(
      'Η ηλεκτρονική πληρωμή δεν είναι διαθέσιμη σε αυτόν τον ιστότοπο. Επικοινωνήστε με το γραφείο για να κανονίσετε την πληρωμή.',
    );
    expect((await t.app.inject({ url: '/api/checkout/test/test_cs_x' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/payments/mode' })).json()).toEqual({
      testMode: false,
    });
  });
});

describe('in production with PAYMENTS_TEST_MODE=true', () => {
  const t = useTestApp({ env: { ...production, PAYMENTS_TEST_MODE: 'true' } });

  it('opens the built-in test checkout and tells every page to say so', async () => {
    const response = await bookSlot(t.app, {
      type: 'initial',
      date: futureMonday(3),
      time: '09:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(`${TEST_PUBLIC_URL}/checkout/test/test_cs_`);
    expect((await t.app.inject({ url: '/api/payments/mode' })).json()).toEqual({ testMode: true });
  });
});

describe('a payment provider that fails', () => {
  const stripeMessage = 'Invalid API Key provided: sk_test_****leak';
  const stripe = createServer((_request, response) => {
    response.writeHead(401, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ error: { type: 'invalid_request_error', message: stripeMessage } }),
    );
  });
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
    const { port } = stripe.address() as AddressInfo;
    const env = {
      STRIPE_SECRET_KEY: 'sk_test_leak',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    };
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp({
      env,
      logger: () => defaultLogger(testConfig({ LOG_LEVEL: 'error' }), stream),
    });
  });
  afterAll(async () => {
    await t.close();
    stripe.closeAllConnections();
    await new Promise((resolve) => stripe.close(resolve));
  });

  it("answers the return page in our words, never the provider's, and logs the provider's", async () => {
    for (const language of ['en', 'el']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/bookings/confirm',
        headers: { 'accept-language': language },
        payload: { sessionId: 'cs_test_anything' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.body).not.toContain('API Key');
      expect(response.json().error.code).toBe('PAYMENT_PROVIDER_FAILED');
    }
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { sessionId: 'cs_test_anything' },
    });
    expect(english.json().error.message).toBe(
      'The payment could not be checked just now. Please try again in a few minutes.',
    );
    expect(lines.join('')).toContain(stripeMessage);
  });
});

describe('/api/bookings/confirm', () => {
  const t = useTestApp();

  it('is limited per address: 60 confirms in ten minutes, then 429', async () => {
    const confirm = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/confirm',
        remoteAddress,
        payload: { sessionId: 'test_cs_unknown' },
      });
    for (let n = 0; n < 60; n += 1) expect((await confirm('10.9.0.1')).statusCode).toBe(404);
    const refused = await confirm('10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await confirm('10.9.0.2')).statusCode).toBe(404);
  });
});
