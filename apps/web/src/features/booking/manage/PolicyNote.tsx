import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '@lexbridge/shared/schemas/booking-manage';
import { Alert } from '../../../components/ui/alert';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizedPath } from '../../../lib/i18n/use-language';

/**
 * The firm's cancellation policy as it applies to this booking now: until when it can be changed
 * and whether cancelling refunds it; after the cut-off, why not and where to ask instead; once
 * cancelled, what was refunded.
 */
export function PolicyNote({ booking }: { booking: ManagedBooking }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const localize = useLocalizedPath();
  const amount = format.money(booking.amountCents, booking.currency);
  if (booking.status === 'cancelled') {
    return (
      <p className="mt-6">
        {booking.refundedCents
          ? t('manage.refunded', { amount: format.money(booking.refundedCents, booking.currency) })
          : t('manage.notRefunded')}
      </p>
    );
  }
  if (!booking.canChange) {
    return (
      <Alert tone="info" className="mt-6">
        {t('manage.pastCutoff', { hours: booking.cutoffHours })}{' '}
        <Link className="underline" to={localize('/#contact')}>
          {t('manage.contactForm')}
        </Link>
      </Alert>
    );
  }
  return (
    <div className="mt-6 space-y-1 text-sm">
      <p>{t('manage.until', { until: format.dateTime(booking.changeableUntil) })}</p>
      <p>
        {booking.refundOnCancel
          ? t('manage.refundOnCancel', { amount })
          : t('manage.noRefundOnCancel')}
      </p>
    </div>
  );
}
