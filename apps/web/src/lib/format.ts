import { firm } from '@lexbridge/shared/firm/firm';
import type { Language } from '@lexbridge/shared/i18n/languages';

/**
 * The Intl locale of each format per language. English keeps the spec's forms ('March 4, 2026',
 * '22 Nov 2026, 05:42', '€150'); Greek is written as in Cyprus ('4 Μαρτίου 2026', '1.234,50 €').
 */
const locales: Record<Language, { date: string; dateTime: string; money: string }> = {
  en: { date: 'en-US', dateTime: 'en-GB', money: 'en-IE' },
  el: { date: 'el-CY', dateTime: 'el-CY', money: 'el-CY' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

// Always in the firm's time zone, so the server render and the browser show the same text.
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: firm.timeZone, ...options });
    cache.set(key, format);
  }
  return format;
}

/** A date as people read it on the site, in the firm's time zone: 'March 4, 2026'. */
export function formatFirmDate(iso: string, language: Language = 'en'): string {
  return dateFormat(locales[language].date, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));
}

/** "22 Nov 2026, 05:42" in the firm's time zone, on a 24-hour clock. */
export function formatDateTime(iso: string, language: Language = 'en'): string {
  return dateFormat(locales[language].dateTime, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** "05:42" in the firm's time zone. */
export function formatTime(iso: string, language: Language = 'en'): string {
  return dateFormat(locales[language].dateTime, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** Whole amounts without decimals ("€150", "150 €"), cents when there are any. */
export function formatMoney(cents: number, currency = 'EUR', language: Language = 'en'): string {
  return new Intl.NumberFormat(locales[language].money, {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** A number with the language's grouping and decimal marks ("1,234.5", "1.234,5"). */
export function formatNumber(value: number, language: Language = 'en'): string {
  return new Intl.NumberFormat(locales[language].money).format(value);
}
