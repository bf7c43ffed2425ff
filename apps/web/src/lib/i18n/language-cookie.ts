import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from '@lexbridge/shared/i18n/languages';

/** Remembers the visitor's choice for their next visit (read by the server, never secret). */
export function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
