import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast';
import { withParams } from '../../lib/search-params';
import { useErrorMessage } from '../../lib/use-error-message';
import { useConfirmInvoicePayment } from './api/confirm-payment';

/**
 * The way back from the checkout: `?payment=done&session_id=...` asks the server to confirm the
 * payment (it checks with the payment provider) and says the invoice is paid;
 * `?payment=cancelled` says calmly that nothing was charged. Either way the parameters leave the
 * URL at once, replacing the entry, so a reload or going back does not announce it again.
 */
export function usePaymentReturn() {
  const { t } = useTranslation('invoices');
  const describeError = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const { mutate: confirm } = useConfirmInvoicePayment();
  const payment = params.get('payment');
  const sessionId = params.get('session_id');
  // One return is handled once, even when the effect runs twice (development's strict mode).
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!payment) return;
    const key = `${payment}:${sessionId ?? ''}`;
    if (handled.current === key) return;
    handled.current = key;
    setParams((current) => withParams(current, { payment: '', session_id: '' }), {
      replace: true,
    });
    if (payment === 'cancelled') {
      toast(t('payment.cancelled'), { description: t('payment.cancelledText') });
    } else if (payment === 'done' && sessionId) {
      confirm(sessionId, {
        onSuccess: ({ invoice }) =>
          toast.success(t('payment.received', { number: invoice.number })),
        // 402: the checkout was left unpaid; the server's message says so.
        onError: (error) =>
          toast.error(t('payment.confirmFailed'), { description: describeError(error) }),
      });
    }
  }, [payment, sessionId, setParams, confirm, t, describeError]);
}
