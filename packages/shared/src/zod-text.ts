import { string as zodString } from 'zod';
import { msg } from './i18n/message';

// zod itself, with one change: every `z.string()` refuses text no database or mail can hold.
export * from 'zod';

/**
 * A NUL character, or half of a UTF-16 surrogate pair without its other half: neither is a
 * character a person types, PostgreSQL refuses both in text, and UTF-8 cannot encode the second.
 */
const UNSTORABLE = /\0|\p{Cs}/u;

/**
 * `z.string()` that refuses NUL and unpaired surrogates before any other check, with a message a
 * person can act on. Every shared schema (and so every route and form using one) builds its text
 * fields, searches and path parameters on it.
 */
export const string = ((params?: Parameters<typeof zodString>[0]) =>
  zodString(params).refine((value) => !UNSTORABLE.test(value), {
    error: msg('validation:text.unstorable'),
    abort: true,
  })) as typeof zodString;
