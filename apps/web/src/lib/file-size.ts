import { languageLocales, type Language } from '@lexbridge/shared/i18n/languages';

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const BASE = 1024;

/**
 * A file's size in Bytes, KB, MB or GB (base 1024), with at most two decimals written as the
 * language writes numbers: '1.5 MB', '1,5 MB'. A no-break space keeps the unit with its number.
 */
export function formatFileSize(bytes: number, language: Language = 'en'): string {
  const size = Math.max(0, bytes);
  const unit =
    size === 0 ? 0 : Math.min(UNITS.length - 1, Math.floor(Math.log(size) / Math.log(BASE)));
  const value = size / BASE ** unit;
  const number = new Intl.NumberFormat(languageLocales[language], {
    maximumFractionDigits: unit === 0 ? 0 : 2,
  }).format(value);
  return `${number}\u00a0${UNITS[unit]}`;
}
