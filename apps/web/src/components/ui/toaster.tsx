import { useEffect, useState } from 'react';
import { whenToastsLoad } from './toast';

type SonnerToaster = (typeof import('sonner'))['Toaster'];

/** The single toast outlet; it renders nothing until the first toast has loaded the library. */
export function Toaster() {
  const [SonnerToaster, setSonnerToaster] = useState<SonnerToaster | null>(null);
  useEffect(() => whenToastsLoad((loaded) => setSonnerToaster(() => loaded.Toaster)), []);
  return SonnerToaster && <SonnerToaster position="top-center" richColors closeButton />;
}
