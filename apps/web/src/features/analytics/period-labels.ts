import { useMemo } from 'react';
import { useLocale } from '../../lib/i18n/use-language';
import type { Category } from './charts/chart-data';

/**
 * Axis and table labels of the server's months ('2026-04') and weeks (their Monday,
 * '2026-03-30'), in the language shown. They are calendar dates of the firm already: formatted
 * as UTC dates so no time zone moves them to the day before.
 */
export function usePeriodLabels() {
  const locale = useLocale();
  return useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    const monthShort = format({ month: 'short', year: '2-digit' });
    const monthLong = format({ month: 'long', year: 'numeric' });
    const dayShort = format({ day: 'numeric', month: 'short' });
    const dayLong = format({ day: 'numeric', month: 'long', year: 'numeric' });
    const date = (key: string) => new Date(`${key.length === 7 ? `${key}-01` : key}T00:00:00Z`);
    return {
      month: (key: string): Category => ({
        key,
        short: monthShort.format(date(key)),
        long: monthLong.format(date(key)),
      }),
      week: (key: string): Category => ({
        key,
        short: dayShort.format(date(key)),
        long: dayLong.format(date(key)),
      }),
    };
  }, [locale]);
}
