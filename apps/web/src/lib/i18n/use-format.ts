import { useMemo } from 'react';
import { formatDateTime, formatFirmDate, formatMoney, formatNumber, formatTime } from '../format';
import { formatFileSize } from '../file-size';
import { useLanguage } from './use-language';

/** The site's date, time, number, money and file size formats in the language shown now. */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      firmDate: (iso: string) => formatFirmDate(iso, language),
      dateTime: (iso: string) => formatDateTime(iso, language),
      time: (iso: string) => formatTime(iso, language),
      money: (cents: number, currency?: string) => formatMoney(cents, currency, language),
      number: (value: number) => formatNumber(value, language),
      fileSize: (bytes: number) => formatFileSize(bytes, language),
    }),
    [language],
  );
}
