import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBooking } from '@lexbridge/shared/schemas/availability';
import { Button } from '../../../components/ui/button';
import { useLocalizedName } from '../use-localized-name';
import { FirmCancelForm } from './FirmCancelForm';
import { FirmRescheduleForm } from './FirmRescheduleForm';

/** What the firm can do with a paid consultation from here. */
const actions = ['move', 'cancel'] as const;

/** The day's consultations; a paid one can be moved or cancelled (one form open at a time). */
export function DayBookings({ bookings }: { bookings: AdminBooking[] }) {
  const { t } = useTranslation('booking');
  const consultationTitle = useLocalizedName();
  const [open, setOpen] = useState<{ id: string; action: 'move' | 'cancel' } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form (and after a cancellation its row) is gone: focus goes to the list's heading.
  const done = () => {
    setOpen(null);
    heading.current?.focus();
  };
  const toggle = (id: string, action: 'move' | 'cancel') =>
    setOpen(open?.id === id && open.action === action ? null : { id, action });
  return (
    <>
      <h3 ref={heading} tabIndex={-1} className="mt-6 text-lg font-semibold">
        {t('admin.slots.bookings')}
      </h3>
      {bookings.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('admin.slots.noBookings')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border text-sm">
          {bookings.map((booking) => {
            const name = booking.clientName;
            return (
              <li key={booking.id} className="py-2">
                <div className="flex flex-wrap justify-between gap-2">
                  <span>
                    <strong>
                      {booking.time}-{booking.endTime}
                    </strong>{' '}
                    {name} ({booking.clientEmail})
                  </span>
                  <span>
                    {consultationTitle(booking.name)} ·{' '}
                    <span className={booking.paid ? 'text-success' : 'text-warning'}>
                      {booking.paid ? t('admin.slots.paid') : t('admin.slots.awaitingPayment')}
                    </span>
                  </span>
                </div>
                {booking.paid && (
                  <div className="mt-2 flex flex-wrap gap-2">
                    {actions.map((action) => (
                      <Button
                        key={action}
                        size="sm"
                        variant="outline"
                        aria-expanded={open?.id === booking.id && open.action === action}
                        aria-label={t(`admin.bookingActions.${action}Label`, {
                          name,
                          time: booking.time,
                        })}
                        onClick={() => toggle(booking.id, action)}
                      >
                        {t(`admin.bookingActions.${action}`)}
                      </Button>
                    ))}
                  </div>
                )}
                {open?.id === booking.id &&
                  (open.action === 'move' ? (
                    <FirmRescheduleForm booking={booking} onDone={done} />
                  ) : (
                    <FirmCancelForm booking={booking} onDone={done} />
                  ))}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
