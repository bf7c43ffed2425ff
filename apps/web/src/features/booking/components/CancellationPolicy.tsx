import { useTranslation } from 'react-i18next';
import { useBookingPolicy } from '../api/get-booking-policy';

/**
 * The firm's cancellation policy, read before paying: until when the consultation can be moved or
 * cancelled from the confirmation's link, and whether cancelling refunds it. Nothing while it loads.
 */
export function CancellationPolicy() {
  const { t } = useTranslation('booking');
  const policy = useBookingPolicy().data;
  if (!policy) return null;
  return (
    <p className="text-sm text-muted">
      {t(policy.refundBeforeCutoff ? 'dialog.policy.refund' : 'dialog.policy.noRefund', {
        count: policy.cutoffHours,
      })}
    </p>
  );
}
