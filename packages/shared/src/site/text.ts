import { msg } from '../i18n/message';
import { z } from '../zod';

/**
 * A text a person reads, in English and in Greek. Either may be empty: an empty side is a missing
 * translation (`missingTranslations` lists it, the public page shows the other language marked
 * with `lang`). Both empty means the firm left an optional text out; a required text refuses that.
 */
export type LocalizedText = { en: string; el: string };

/** How long each kind of text may be, in characters. */
export const TEXT_MAX = {
  /** Names, titles, labels, button texts. */
  short: 200,
  /** One sentence or list item. */
  line: 500,
  /** A paragraph: a lead, an answer, a biography. */
  paragraph: 3000,
  /** A page's body in the article markup. */
  page: 50_000,
} as const;

const side = (max: number) =>
  z
    .string({ error: msg('validation:site.textInvalid') })
    .trim()
    .max(max, msg('validation:site.textTooLong', { max }));

/** A text both languages may leave empty. */
export const optionalText = (max: number) =>
  z.object({ en: side(max), el: side(max) }, { error: msg('validation:site.textInvalid') });

/** A text at least one language must have. */
export const requiredText = (max: number) =>
  optionalText(max).refine((text) => text.en !== '' || text.el !== '', {
    error: msg('validation:site.textRequired'),
  });

/** Whether `value` is a text in both languages (an object with exactly `en` and `el` strings). */
export function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const text = value as Record<string, unknown>;
  return keys.length === 2 && typeof text.en === 'string' && typeof text.el === 'string';
}
