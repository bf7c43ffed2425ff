import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../test/app';
import { useAdmin, useTestApp } from '../test/suite';
import { createArticle, createClient, createMatter } from '../test/factories';

/**
 * Text PostgreSQL cannot hold (a NUL, half a surrogate pair) and dates outside the years a firm
 * works in are the caller's mistake: they answer 400 in the caller's language, never 500.
 */
const t = useTestApp();
const admin = useAdmin(t);
let matterId: string;
beforeAll(async () => {
  matterId = await createMatter(t, (await createClient(t)).id);
});

const UNSTORABLE = {
  en: 'This text contains a character that cannot be stored (a NUL or a broken character). Remove it and try again.',
  el: 'Το κείμενο περιέχει χαρακτήρα που δεν μπορεί να αποθηκευτεί (NUL ή κατεστραμμένο χαρακτήρα). Αφαιρέστε τον και δοκιμάστε ξανά.',
};

let address = 0;
function send(
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: object; language?: 'en' | 'el'; cookie?: string } = {},
) {
  address += 1;
  return t.app.inject({
    method,
    url,
    headers: {
      origin: TEST_PUBLIC_URL,
      'accept-language': options.language ?? 'en',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
    remoteAddress: `10.9.0.${address}`,
  });
}

const contact = (message: string) => ({
  name: 'Maria Georgiou',
  email: 'maria@example.test',
  practiceArea: 'Corporate Law',
  preferredContact: 'call',
  requestType: 'consultation',
  message,
});

describe('text no database can hold', () => {
  it.each(['en', 'el'] as const)('a NUL in a text body is refused in %s', async (language) => {
    const response = await send('POST', '/api/contact-requests', {
      payload: contact('Please call me\u0000 about my company.'),
      language,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: UNSTORABLE[language],
      fields: { message: UNSTORABLE[language] },
    });
  });

  it('half a surrogate pair is refused; a whole pair (an emoji) is kept', async () => {
    const broken = await send('POST', '/api/chat/conversations', {
      payload: { name: 'Ann \ud83d', email: 'ann@example.com' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields).toEqual({ name: UNSTORABLE.en });
    const whole = await send('POST', '/api/chat/conversations', {
      payload: { name: 'Ann \ud83d\ude00', email: 'ann@example.com' },
    });
    expect(whole.statusCode).toBe(201);
  });

  it('a NUL in a search is refused', async () => {
    const response = await send('GET', '/api/admin/clients?search=a%00b', {
      cookie: admin.cookie,
      language: 'el',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(UNSTORABLE.el);
  });

  it('a NUL in an article address is refused, not looked up', async () => {
    for (const url of ['/api/articles/a%00b', '/api/articles/a%00b/pdf']) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message, url).toBe(UNSTORABLE.en);
    }
  });
});

describe('dates outside the years the firm works in', () => {
  it.each(['0000-01-01', '9999-12-31'])('a booking day %s is refused', async (date) => {
    const response = await send('GET', `/api/availability/slots?date=${date}&type=initial`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Dates look like 2026-03-31.');
  });

  it.each(['0000-01', '9999-12'])('a booking month %s is refused', async (month) => {
    const response = await send('GET', `/api/availability?month=${month}`, { language: 'el' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Οι μήνες γράφονται όπως 2026-03.');
  });

  it.each(['0000-01-31', '9999-12-31'])('an invoice due %s is refused', async (dueDate) => {
    const response = await send('POST', '/api/admin/invoices', {
      cookie: admin.cookie,
      payload: { matterId, amount: '150.00', dueDate },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('dueDate');
  });

  it.each(['0000-03-02', '9999-12-31'])('an appointment on %s is refused', async (date) => {
    const response = await send('POST', `/api/admin/matters/${matterId}/appointments`, {
      cookie: admin.cookie,
      payload: { title: 'Signing', date, time: '10:00', durationMinutes: 30 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      date: 'Choose a date (for example 2026-03-31).',
    });
  });

  it('the audit log refuses a search from the year 0000', async () => {
    const response = await send('GET', '/api/admin/audit-log?from=0000-01-01&to=9999-12-31', {
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('an upload whose multipart type names no boundary', () => {
  it.each(['multipart/form-data', 'multipart/form-data; charset=utf-8'])(
    "is refused in the caller's language (%s)",
    async (contentType) => {
      const article = await createArticle(t, { slug: `malformed-${address}` });
      for (const url of [
        `/api/admin/articles/${article}/pdf`,
        `/api/matters/${matterId}/documents`,
      ]) {
        address += 1;
        const response = await t.app.inject({
          method: url.endsWith('/pdf') ? 'PUT' : 'POST',
          url,
          headers: {
            origin: TEST_PUBLIC_URL,
            cookie: admin.cookie,
            'accept-language': 'el',
            'content-type': contentType,
          },
          payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n%PDF',
          remoteAddress: `10.9.1.${address}`,
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error, url).toEqual({
          code: 'MALFORMED_MULTIPART',
          message:
            'Η αποστολή δεν μπόρεσε να διαβαστεί. Επιλέξτε ξανά το αρχείο και δοκιμάστε πάλι.',
        });
      }
    },
  );
});
