import { format } from 'date-fns';
import type { AdminSlot } from '@lexbridge/shared/schemas/availability';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { useAdminDay } from '../api/get-admin-day';
import { useCreateBlockedSlot } from '../api/create-blocked-slot';
import { useDeleteBlockedSlot } from '../api/delete-blocked-slot';
import { done, failed } from './toasts';

type Props = { date: string | null; onClose(): void };

/** One day's slots (click to block or unblock) and the consultations booked on it. */
export function ManageTimeSlotsDialog({ date, onClose }: Props) {
  const day = useAdminDay(date);
  const blockSlot = useCreateBlockedSlot();
  const unblockSlot = useDeleteBlockedSlot();
  const busy = blockSlot.isPending || unblockSlot.isPending;

  function toggle(slot: AdminSlot) {
    if (!date) return;
    if (slot.blockId) {
      unblockSlot.mutate(slot.blockId, {
        onSuccess: () => done(`${slot.time} slot unblocked.`),
        onError: () => failed('Failed to unblock time slot.'),
      });
    } else {
      blockSlot.mutate(
        { date, startTime: slot.time },
        {
          onSuccess: () => done(`${slot.time} slot blocked.`),
          onError: () => failed('Failed to block time slot.'),
        },
      );
    }
  }

  const title = date ? format(new Date(`${date}T12:00:00`), 'EEEE, MMMM d, yyyy') : '';
  return (
    <Dialog open={Boolean(date)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Manage Time Slots"
        description={`${title}. Click a slot to block or unblock it.`}
      >
        {day.isLoading && <p>Loading…</p>}
        {day.data && (
          <>
            <div
              role="group"
              aria-label="Time slots"
              className="grid grid-cols-3 gap-2 sm:grid-cols-4"
            >
              {day.data.slots.map((slot) => (
                <button
                  key={slot.time}
                  type="button"
                  disabled={busy}
                  aria-pressed={slot.blocked}
                  aria-label={`${slot.time} to ${slot.endTime}, ${slot.blocked ? 'blocked' : 'open'}`}
                  onClick={() => toggle(slot)}
                  className={cn(
                    'h-12 rounded-md border text-sm',
                    slot.blocked
                      ? 'border-destructive/40 bg-destructive-soft text-destructive line-through'
                      : 'border-success/40 bg-success-soft text-success',
                  )}
                >
                  {slot.time}
                </button>
              ))}
            </div>
            <h3 className="mt-6 text-lg font-semibold">Bookings</h3>
            {day.data.bookings.length === 0 ? (
              <p className="mt-2 text-sm text-muted">No bookings on this day.</p>
            ) : (
              <ul className="mt-2 divide-y divide-border text-sm">
                {day.data.bookings.map((booking) => (
                  <li key={booking.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      <strong>
                        {booking.time}-{booking.endTime}
                      </strong>{' '}
                      {booking.clientName} ({booking.clientEmail})
                    </span>
                    <span>
                      {booking.title} ·{' '}
                      <span className={booking.paid ? 'text-success' : 'text-warning'}>
                        {booking.paid ? 'Paid' : 'Awaiting payment'}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
