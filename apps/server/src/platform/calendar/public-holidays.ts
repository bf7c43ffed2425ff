import Holidays from 'date-holidays';
import { firm } from '@lexbridge/shared/firm/firm';
import type { LocalizedText } from '@lexbridge/shared/site/text';

/**
 * Corrections to date-holidays' Cyprus rules (3.37), checked against the Republic's list of
 * public holidays: Green (Clean) Monday is 48 days before Orthodox Easter, not 47 (the library
 * gives the Tuesday), and the holiday of Pentecost is Kataklysmos, the Monday 50 days after
 * Easter, not the Sunday. Rules are date-holidays' own grammar.
 */
const CORRECTIONS: Record<string, { remove: string[]; add: Record<string, LocalizedText> }> = {
  CY: {
    remove: ['orthodox -48', 'orthodox -47', 'orthodox 49'],
    add: {
      'orthodox -48': { en: 'Green Monday', el: 'Καθαρά Δευτέρα' },
      'orthodox 50': { en: 'Kataklysmos (Whit Monday)', el: 'Κατακλυσμός' },
    },
  },
};

function calendarOf(country: string) {
  const calendar = new Holidays(country, { types: ['public'] });
  const corrections = CORRECTIONS[country];
  for (const rule of corrections?.remove ?? []) calendar.unsetRule(rule);
  for (const [rule, name] of Object.entries(corrections?.add ?? {})) {
    // A rule the library no longer understands must fail loudly, not leave a holiday out.
    if (!calendar.setHoliday(rule, { type: 'public', name }))
      throw new Error(`date-holidays refused the rule "${rule}"`);
  }
  return calendar;
}

const firmCalendar = calendarOf(firm.holidayCountry);
const byYear = new Map<number, Map<string, LocalizedText>>();

/** A year's public holidays where the firm is ('yyyy-MM-dd' -> name in both languages). */
function holidaysOf(year: number): Map<string, LocalizedText> {
  const known = byYear.get(year);
  if (known) return known;
  const names = (language: 'en' | 'el') =>
    new Map(
      firmCalendar
        .getHolidays(year, language)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => [holiday.date.slice(0, 10), holiday.name]),
    );
  const en = names('en');
  const el = names('el');
  const both = new Map([...en].map(([date, name]) => [date, { en: name, el: el.get(date) ?? '' }]));
  byYear.set(year, both);
  return both;
}

/** The public holidays from `first` to `last` (inclusive dates), by date. */
export function publicHolidays(first: string, last: string): Map<string, LocalizedText> {
  const found = new Map<string, LocalizedText>();
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year += 1) {
    for (const [date, name] of holidaysOf(year))
      if (date >= first && date <= last) found.set(date, name);
  }
  return found;
}

/** The public holiday on `date`, or undefined. */
export const publicHolidayOn = (date: string) => publicHolidays(date, date).get(date);
