import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/suite';
import { conflict } from './errors';

describe('error handler', () => {
  const t = useTestApp();
  beforeAll(async () => {
    t.app.get('/api/test/crash', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    t.app.get('/api/test/conflict', async () => {
      throw conflict('That slot was just taken.', 'SLOT_TAKEN');
    });
    // Values no validation refused, sent to the database as a route would.
    t.app.get('/api/test/nul', () => t.db.execute(sql`select ${'a\u0000b'}::text`));
    t.app.get('/api/test/year-zero', () => t.db.execute(sql`select ${'0000-01-01'}::date`));
    t.app.get('/api/test/division', () => t.db.execute(sql`select 1 / 0`));
  });

  it('hides the details of a 5xx', async () => {
    const response = await t.app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
    expect(response.body).not.toContain('secret');
  });

  it('answers 400 when the database refuses a value the request sent, in its language', async () => {
    for (const url of ['/api/test/nul', '/api/test/year-zero']) {
      const response = await t.app.inject({ url, headers: { 'accept-language': 'el' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: {
          code: 'VALUE_REFUSED',
          message:
            'Μια τιμή σε αυτό το αίτημα δεν μπορεί να αποθηκευτεί. Ελέγξτε τι καταχωρίσατε και δοκιμάστε ξανά.',
        },
      });
    }
  });

  it("still answers 500 for a database error of the server's own making", async () => {
    const response = await t.app.inject({ url: '/api/test/division' });
    expect(response.statusCode).toBe(500);
  });

  it('passes a 4xx code and message through', async () => {
    const response = await t.app.inject({ url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'SLOT_TAKEN', message: 'That slot was just taken.' },
    });
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      headers: { 'content-type': 'application/json' },
      payload: '{"token":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: expect.any(String),
      message: expect.any(String),
    });
  });

  it('does not read text/plain bodies: 415 says what to send instead', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-requests',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: '{"name":"Maria"}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('Content-Type: application/json'),
    });
  });
});
