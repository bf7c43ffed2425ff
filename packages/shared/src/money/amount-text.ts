import type { Language } from '../i18n/languages';

/**
 * Amounts as people type and read them: English '1,234.50', Greek '1.234,50'. The text is turned
 * into integer cents digit by digit, never through a floating-point number, so every amount a
 * person can type is stored exactly, and what is shown reads back to the same cents.
 */
const separators: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  el: { group: '.', decimal: ',' },
};

/** Beyond this many whole digits an amount is no longer exact as a number of cents. */
const WHOLE_DIGITS_MAX = 13;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Digits grouped by three with the group separator, or not grouped at all; up to two decimals. */
const patterns = Object.fromEntries(
  Object.entries(separators).map(([language, { group, decimal }]) => [
    language,
    new RegExp(`^(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d{1,2}))?$`),
  ]),
) as Record<Language, RegExp>;

/** The cents the text stands for in `language`'s format, or null when it is not such an amount. */
export function parseAmountText(text: string, language: Language): number | null {
  const match = patterns[language].exec(text.trim());
  if (!match) return null;
  const whole = match[1]!.replaceAll(separators[language].group, '').replace(/^0+(?=\d)/, '');
  if (whole.length > WHOLE_DIGITS_MAX) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** Cents as text in `language`'s format, always with two decimals: 123450 is '1,234.50'. */
export function formatAmountText(cents: number, language: Language): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const { group, decimal } = separators[language];
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, group);
  return `${sign}${whole}${decimal}${digits.slice(-2)}`;
}

/** The amount with its currency code, as invoices show it: '1,234.50 EUR'. */
export const formatInvoiceAmount = (cents: number, currency: string, language: Language) =>
  `${formatAmountText(cents, language)} ${currency.toUpperCase()}`;
