import { use } from 'react';
import type { DayPickerLocale } from 'react-day-picker';
import type { Language } from '@lexbridge/shared/i18n/languages';

// react-day-picker's own locales: date-fns's month and weekday names plus the calendar's aria
// labels in the same language. Each is fetched only when a calendar is first shown in that
// language, never with the home page. English is DayPicker's built-in default (null: nothing to load).
const loaders: Record<Language, (() => Promise<DayPickerLocale>) | null> = {
  en: null,
  el: () => import('react-day-picker/locale/el').then((module) => module.el),
};

const loaded = new Map<Language, Promise<DayPickerLocale>>();

/** The calendar's locale for `language`; suspends while it is fetched the first time. */
export function useDayPickerLocale(language: Language): DayPickerLocale | undefined {
  const load = loaders[language];
  if (!load) return undefined;
  let promise = loaded.get(language);
  if (!promise) {
    promise = load();
    loaded.set(language, promise);
  }
  return use(promise);
}
