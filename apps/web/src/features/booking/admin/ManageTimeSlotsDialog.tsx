import { useTranslation } from 'react-i18next';
import type { AdminMonth, AdminSlot } from '@lexbridge/shared/schemas/availability';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { useAdminDay } from '../api/get-admin-day';
import { useCreateBlockedSlot } from '../api/create-blocked-slot';
import { useDeleteBlockedSlot } from '../api/delete-blocked-slot';
import { useCalendarToasts } from './toasts';
import { useCalendarDates } from '../use-calendar-dates';
import { DayAppointments } from './DayAppointments';
import { DayBookings } from './DayBookings';
import { CloseHolidayButton } from './CloseHolidayButton';

type Props = {
  date: string | null;
  /** The day's public holiday, if any: a reopened one can be closed again from here. */
  holiday: AdminMonth['days'][number]['holiday'];
  onClose(): void;
};

/** A slot names its state; one a consultation or an appointment covers says so (it can be blocked too). */
const slotLabel = (slot: AdminSlot) =>
  slot.blocked
    ? 'admin.slots.slotBlocked'
    : slot.taken
      ? 'admin.slots.slotTaken'
      : 'admin.slots.slotOpen';

/** One day's slots (click to block or unblock) and the consultations booked on it. */
export function ManageTimeSlotsDialog({ date, holiday, onClose }: Props) {
  const day = useAdminDay(date);
  const blockSlot = useCreateBlockedSlot();
  const unblockSlot = useDeleteBlockedSlot();
  const busy = blockSlot.isPending || unblockSlot.isPending;
  const { t } = useTranslation('booking');
  const { done, failed } = useCalendarToasts();
  const dates = useCalendarDates();

  function toggle(slot: AdminSlot) {
    if (!date) return;
    if (slot.blockId) {
      unblockSlot.mutate(slot.blockId, {
        onSuccess: () => done(t('admin.slots.unblocked', { time: slot.time })),
        onError: () => failed(t('admin.slots.unblockFailed')),
      });
    } else {
      blockSlot.mutate(
        { date, startTime: slot.time },
        {
          onSuccess: () => done(t('admin.slots.blocked', { time: slot.time })),
          onError: () => failed(t('admin.slots.blockFailed')),
        },
      );
    }
  }

  const title = date ? dates.fullDay(date) : '';
  return (
    <Dialog open={Boolean(date)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('admin.slots.title')}
        description={t('admin.slots.description', { date: title })}
      >
        {date && holiday?.reopened && (
          <CloseHolidayButton date={date} name={holiday.name} onClosed={onClose} />
        )}
        {day.isLoading && <p>{t('admin.loading')}</p>}
        {day.data && (
          <>
            <div
              role="group"
              aria-label={t('admin.slots.group')}
              className="grid grid-cols-3 gap-2 sm:grid-cols-4"
            >
              {day.data.slots.map((slot) => (
                <button
                  key={slot.time}
                  type="button"
                  disabled={busy}
                  aria-pressed={slot.blocked}
                  aria-label={t(slotLabel(slot), { start: slot.time, end: slot.endTime })}
                  onClick={() => toggle(slot)}
                  className={cn(
                    'h-12 rounded-md border text-sm',
                    slot.blocked
                      ? 'border-destructive/40 bg-destructive-soft text-destructive line-through'
                      : slot.taken
                        ? 'border-warning/40 bg-warning-soft text-warning'
                        : 'border-success/40 bg-success-soft text-success',
                  )}
                >
                  {slot.time}
                </button>
              ))}
            </div>
            <DayBookings bookings={day.data.bookings} />
            <DayAppointments appointments={day.data.appointments} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
