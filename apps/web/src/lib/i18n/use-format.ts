import { useMemo } from 'react';
import { formatDateTime, formatFirmDate, formatMoney, formatNumber, formatTime } from '../format';
import { useLanguage } from './use-language';

/** The site's date, time, number and money formats in the language shown now. */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      firmDate: (iso: string) => formatFirmDate(iso, language),
      dateTime: (iso: string) => formatDateTime(iso, language),
      time: (iso: string) => formatTime(iso, language),
      money: (cents: number, currency?: string) => formatMoney(cents, currency, language),
      number: (value: number) => formatNumber(value, language),
    }),
    [language],
  );
}
