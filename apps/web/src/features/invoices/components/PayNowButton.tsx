import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import type { ClientInvoice } from '@lexbridge/shared/schemas/invoices';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { redirectTo } from '../../booking';
import { useStartInvoiceCheckout } from '../api/start-checkout';

/**
 * Pays an open invoice: the server opens a checkout for it and the browser goes there. The button
 * stays disabled from the click until the page is left, so one click opens one checkout; coming
 * back with the browser's Back button (the page restored as it was) enables it again.
 */
export function PayNowButton({ invoice }: { invoice: Pick<ClientInvoice, 'id' | 'number'> }) {
  const { t } = useTranslation('invoices');
  const describeError = useErrorMessage();
  const checkout = useStartInvoiceCheckout();
  const busy = checkout.isPending || checkout.isSuccess;
  const { reset } = checkout;

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);
  return (
    <Button
      size="sm"
      aria-label={t('pay.label', { number: invoice.number })}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() =>
        checkout.mutate(invoice.id, {
          onSuccess: ({ url }) => {
            toast(t('pay.redirecting'));
            redirectTo(url);
          },
          // E.g. 409: paid or cancelled meanwhile; the server says which.
          onError: (error) => toast.error(t('pay.failed'), { description: describeError(error) }),
        })
      }
    >
      <CreditCard aria-hidden="true" className="size-4" />
      {t('pay.button')}
    </Button>
  );
}
