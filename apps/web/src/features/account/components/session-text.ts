import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { languageLocales, type Language } from '@lexbridge/shared/i18n/languages';
import type { AccountSession } from '@lexbridge/shared/schemas/account';
import { useLanguage } from '../../../lib/i18n/use-language';

/** A country's name in the reader's language, from its ISO code ('CY' -> 'Cyprus', 'Κύπρος'). */
function countryName(code: string, language: Language) {
  return new Intl.DisplayNames([languageLocales[language]], { type: 'region' }).of(code) ?? code;
}

/**
 * How a session is named to its owner: "Firefox on Windows", and where: the country its address is
 * registered in with the address ("Cyprus · 31.153.0.1"), or "This network" for a private or
 * loopback one (no place can be named for it).
 */
export function useSessionText() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const device = useCallback(
    ({ browser, os }: AccountSession) =>
      t('sessions.device', {
        browser: browser ?? t('sessions.unknownBrowser'),
        os: os ?? t('sessions.unknownOs'),
      }),
    [t],
  );
  const place = useCallback(
    ({ ipAddress, localNetwork, country }: AccountSession) => {
      if (localNetwork) return t('sessions.thisNetwork');
      const address = ipAddress ?? t('sessions.unknownPlace');
      return country ? `${countryName(country, language)} · ${address}` : address;
    },
    [t, language],
  );
  return { device, place };
}
