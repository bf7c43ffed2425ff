import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../i18n/message';
import validation from '../i18n/locales/en/validation.json';
import { contactRequestSchema } from './contact';

// The schema speaks in `msg()` keys; the English catalog says what a visitor reads.
const i18n = createInstance();
void i18n.init({ lng: 'en', resources: { en: { validation } }, initAsync: false });
const english = (text: string) => {
  const { key, params } = parseMessage(text);
  return (i18n.t as unknown as (key: string, options?: object) => string)(key, params);
};

const valid = {
  name: 'Maria Georgiou',
  email: 'maria@example.com',
  practiceArea: 'corporate-law',
  preferredContact: 'call',
  message: 'I would like to set up a company.',
};

const firstMessage = (input: object) => {
  const result = contactRequestSchema.safeParse(input);
  return result.success ? null : english(result.error.issues[0]!.message);
};

describe('contactRequestSchema', () => {
  it('accepts a complete request, trims it, and defaults to a consultation request', () => {
    const parsed = contactRequestSchema.parse({ ...valid, name: '  Maria Georgiou ', phone: '' });
    expect(parsed).toMatchObject({
      name: 'Maria Georgiou',
      phone: '',
      requestType: 'consultation',
    });
  });

  it('takes a practice area as a site content id (the server checks the site offers it)', () => {
    for (const area of ['corporate-law', 'tax_law', 'Area2']) {
      expect(firstMessage({ ...valid, practiceArea: area })).toBeNull();
    }
    for (const area of ['', '  ', 'x'.repeat(65)]) {
      expect(firstMessage({ ...valid, practiceArea: area })).toBe('Choose a practice area.');
    }
  });

  it('explains each problem in words a visitor can act on', () => {
    expect(firstMessage({ ...valid, name: '' })).toBe('Enter your name.');
    expect(firstMessage({ ...valid, email: 'maria@' })).toBe('Enter a valid e-mail address.');
    expect(firstMessage({ ...valid, phone: 'call me' })).toBe(
      'Enter a phone number using digits, spaces and + ( ) - only.',
    );
    expect(firstMessage({ ...valid, preferredContact: undefined })).toBe(
      'Choose an introductory call or a meeting.',
    );
    expect(firstMessage({ ...valid, message: 'short' })).toBe(
      'Message must be at least 10 characters.',
    );
    expect(firstMessage({ ...valid, message: 'x'.repeat(4001) })).toBe(
      'Message must be at most 4000 characters.',
    );
  });
});
