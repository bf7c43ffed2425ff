import { useMemo } from 'react';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { useLanguage } from '../../lib/i18n/use-language';

/** English keeps the forms the spec shows ('Monday, December 7, 2026'); Greek as in Cyprus. */
const locales: Record<Language, string> = { en: 'en-US', el: 'el-CY' };

// Calendar dates ('2026-12-07') have no time zone: each is read and written at noon UTC, so it
// names the same day on the server and in every browser.
const noon = (date: string) => new Date(`${date}T12:00:00Z`);
// 2024-01-01 was a Monday: the Monday-first week, and the weekday numbers getDay() uses (0 = Sunday).
const weekdayDate = (weekday: number) =>
  noon(`2024-01-${String(((weekday + 6) % 7) + 1).padStart(2, '0')}`);

/** Calendar dates and weekday names of the booking calendars, in the language shown now. */
export function useCalendarDates() {
  const language = useLanguage();
  return useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locales[language], { timeZone: 'UTC', ...options }).format;
    const fullDay = format({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    const weekdayAndDay = format({ weekday: 'long', month: 'long', day: 'numeric' });
    const monthAndYear = format({ month: 'long', year: 'numeric' });
    const weekdayLong = format({ weekday: 'long' });
    const weekdayShort = format({ weekday: 'short' });
    return {
      /** 'Monday, December 7, 2026' / 'Δευτέρα 7 Δεκεμβρίου 2026' */
      fullDay: (date: string) => fullDay(noon(date)),
      /** 'Monday, December 7' */
      weekdayAndDay: (date: string) => weekdayAndDay(noon(date)),
      /** 'December 2026' / 'Δεκέμβριος 2026' for a month key '2026-12' */
      monthAndYear: (month: string) => monthAndYear(noon(`${month}-01`)),
      /** 'Saturday' for 6, as getDay() numbers them */
      weekday: (weekday: number) => weekdayLong(weekdayDate(weekday)),
      /** 'Mon' ... 'Sun' */
      weekdaysShort: [1, 2, 3, 4, 5, 6, 0].map((weekday) => weekdayShort(weekdayDate(weekday))),
    };
  }, [language]);
}
