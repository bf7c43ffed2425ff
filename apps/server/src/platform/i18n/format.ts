import { firm } from '@lexbridge/shared/firm/firm';
import { languageLocales, type Language } from '@lexbridge/shared/i18n/languages';

/**
 * Dates, times and money as people read them in `language`, always in the firm's time zone (an
 * e-mail is read wherever the recipient is, but the appointment is in Nicosia).
 */
export function formatterFor(language: Language) {
  const locale = languageLocales[language];
  return {
    /** "Monday 22 November 2026" / "Δευτέρα 22 Νοεμβρίου 2026". */
    date: (at: Date) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: firm.timeZone }).format(at),
    /**
     * The day of the week on the firm's clock ('thursday'), the context for messages whose
     * wording depends on it (Greek articles: 'την Πέμπτη', 'το Σάββατο').
     */
    weekday: (at: Date) =>
      new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: firm.timeZone })
        .format(at)
        .toLowerCase(),
    /** "14:30" in both. */
    time: (at: Date) =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: firm.timeZone,
      }).format(at),
    /** "€1,234.50" / "1.234,50 €". */
    money: (cents: number, currency: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100),
    /** Another language's name in this one ("Greek" / "Ελληνικά"). */
    languageName: (other: Language) =>
      new Intl.DisplayNames([locale], { type: 'language' }).of(other) ?? other,
  };
}
