import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '@lexbridge/shared/schemas/booking-manage';
import { StatusBadge } from '../../../components/ui/status-badge';
import { FirmAddress } from '../../site';
import { BookingDetail } from '../components/BookingDetail';
import { useCalendarDates } from '../use-calendar-dates';
import { useLocalizedName } from '../use-localized-name';

/** What was booked: when, what, how long, where, and its reference. */
export function ManagedBookingDetails({ booking }: { booking: ManagedBooking }) {
  const { t } = useTranslation('booking');
  const dates = useCalendarDates();
  const localized = useLocalizedName();
  const cancelled = booking.status === 'cancelled';
  return (
    <>
      <p className="mt-4">
        <StatusBadge tone={cancelled ? 'neutral' : 'success'}>
          {t(cancelled ? 'manage.status.cancelled' : 'manage.status.confirmed')}
        </StatusBadge>
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <BookingDetail term={t('success.date')} value={dates.fullDay(booking.date)} />
        <BookingDetail
          term={t('success.time')}
          value={t('success.timeValue', { time: booking.time })}
        />
        <BookingDetail term={t('success.type')} value={localized(booking.name)} />
        <BookingDetail
          term={t('success.duration')}
          value={t('minutes', { count: booking.minutes })}
        />
        <BookingDetail term={t('success.reference')} value={booking.reference} />
        <BookingDetail term={t('success.where')} value={<FirmAddress />} />
      </dl>
    </>
  );
}
