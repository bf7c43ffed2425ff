import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '@lexbridge/shared/schemas/booking-manage';
import { Button } from '../../../components/ui/button';
import { AddToCalendarLink } from '../components/AddToCalendarLink';
import { CancelBookingForm } from './CancelBookingForm';
import { RescheduleForm } from './RescheduleForm';

/** Move or cancel: one at a time, each opened by its own button. */
export function ManageActions({
  token,
  booking,
  onChanged,
}: {
  token: string;
  booking: ManagedBooking;
  /** After a move or a cancellation (the form closes). */
  onChanged(): void;
}) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState<'reschedule' | 'cancel' | null>(null);
  return (
    <div className="mt-8">
      <div className="flex flex-wrap gap-3">
        <AddToCalendarLink token={token} />
        <Button
          variant={open === 'reschedule' ? 'primary' : 'outline'}
          aria-expanded={open === 'reschedule'}
          onClick={() => setOpen(open === 'reschedule' ? null : 'reschedule')}
        >
          {t('manage.reschedule')}
        </Button>
        <Button
          variant={open === 'cancel' ? 'primary' : 'outline'}
          aria-expanded={open === 'cancel'}
          onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}
        >
          {t('manage.cancel')}
        </Button>
      </div>
      {open === 'reschedule' && (
        <RescheduleForm
          token={token}
          booking={booking}
          onDone={() => {
            setOpen(null);
            onChanged();
          }}
        />
      )}
      {open === 'cancel' && <CancelBookingForm token={token} onDone={onChanged} />}
    </div>
  );
}
