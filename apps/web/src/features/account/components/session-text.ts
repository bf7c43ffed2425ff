import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSession } from '@lexbridge/shared/schemas/account';

/**
 * How a session is named to its owner: "Firefox on Windows", and where: its address, or "This
 * network" for a private or loopback one (no place can be named for it). No lookup of places by
 * address is bundled: the addresses speak for themselves to whoever reads them.
 */
export function useSessionText() {
  const { t } = useTranslation('account');
  const device = useCallback(
    ({ browser, os }: AccountSession) =>
      t('sessions.device', {
        browser: browser ?? t('sessions.unknownBrowser'),
        os: os ?? t('sessions.unknownOs'),
      }),
    [t],
  );
  const place = useCallback(
    ({ ipAddress, localNetwork }: AccountSession) =>
      localNetwork ? t('sessions.thisNetwork') : (ipAddress ?? t('sessions.unknownPlace')),
    [t],
  );
  return { device, place };
}
