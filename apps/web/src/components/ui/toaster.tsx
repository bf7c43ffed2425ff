import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenToastsLoad } from './toast';

type SonnerToaster = (typeof import('sonner'))['Toaster'];

/** The single toast outlet; it renders nothing until the first toast has loaded the library. */
export function Toaster() {
  const { t } = useTranslation();
  const [SonnerToaster, setSonnerToaster] = useState<SonnerToaster | null>(null);
  useEffect(() => whenToastsLoad((loaded) => setSonnerToaster(() => loaded.Toaster)), []);
  return (
    SonnerToaster && (
      <SonnerToaster
        position="top-center"
        richColors
        closeButton
        containerAriaLabel={t('ui.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('ui.closeToast') }}
      />
    )
  );
}
