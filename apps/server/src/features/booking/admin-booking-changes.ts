import { eq } from 'drizzle-orm';
import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import { msg } from '@lexbridge/shared/i18n/message';
import type { AdminCancelBookingInput } from '@lexbridge/shared/schemas/booking-manage';
import type { RescheduleBookingInput } from '@lexbridge/shared/schemas/booking-manage';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { zonedParts } from '../../platform/calendar/time';
import { conflict, notFound } from '../../platform/errors';
import { formatterFor } from '../../platform/i18n/format';
import { recordAudit } from '../security';
import { timeZone } from './availability-service';
import {
  cancelBooking,
  moveBooking,
  moveDay,
  moveMonth,
  slotTakenOnOverlap,
  type Booking,
  type ChangeDeps,
} from './booking-changes';
import { bookingReference } from './reference';

type Actor = { id: string; name: string };

/** A paid consultation by id (a hold never paid is none); locked for a change when asked. */
async function paidBooking(db: DbOrTx, id: string, forUpdate = false) {
  const query = db.select().from(bookings).where(eq(bookings.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row?.confirmedAt) throw notFound(msg('errors:booking.notFound'));
  return row;
}

function refuseUnlessConfirmed(booking: Booking) {
  if (booking.status === 'cancelled')
    throw conflict(msg('errors:booking.alreadyCancelled'), 'ALREADY_CANCELLED');
  if (booking.status !== 'confirmed')
    throw conflict(msg('errors:booking.notConfirmed'), 'NOT_CONFIRMED');
}

const onFirmClock = (at: Date) => {
  const { date, time } = zonedParts(at, timeZone);
  return `${date} ${time}`;
};
const audited = (booking: Booking) => ({
  reference: bookingReference(booking.id),
  client: booking.clientName,
});

/** The days of `month` the firm can move a booking to (its length; its own time free). */
export const firmMoveMonth = async (db: DbOrTx, id: string, month: string) =>
  moveMonth(db, await paidBooking(db, id), month);

/** The free start times of `date` the firm can move a booking to. */
export const firmMoveDay = async (db: DbOrTx, id: string, date: string) =>
  moveDay(db, await paidBooking(db, id), date);

/**
 * The firm moves a paid consultation to another free time, whatever the cut-off: the payment is
 * kept, the client is mailed the new time with the calendar update, and the move is audited.
 */
export async function firmRescheduleBooking(
  deps: ChangeDeps,
  id: string,
  input: RescheduleBookingInput,
  actor: Actor,
  now = new Date(),
) {
  await deps.db
    .transaction(async (tx) => {
      const booking = await paidBooking(tx, id, true);
      refuseUnlessConfirmed(booking);
      const moved = await moveBooking(deps, tx, booking, input, now, actor.name);
      await recordAudit(tx, {
        actorId: actor.id,
        actorName: actor.name,
        action: 'booking.reschedule',
        details: {
          ...audited(booking),
          from: onFirmClock(booking.startAt),
          to: onFirmClock(moved.startAt),
        },
      });
    })
    .catch(slotTakenOnOverlap);
  void deps.mailer.deliverDue();
}

/**
 * The firm cancels a paid consultation, whatever the cut-off, with a reason the client reads, and
 * with the whole amount refunded or none; the client is mailed, and the cancellation audited.
 */
export async function firmCancelBooking(
  deps: ChangeDeps,
  id: string,
  input: AdminCancelBookingInput,
  actor: Actor,
  now = new Date(),
) {
  const booking = await paidBooking(deps.db, id);
  refuseUnlessConfirmed(booking);
  const refundCents = input.refund ? booking.amountCents : 0;
  const format = formatterFor(defaultLanguage);
  const cancelled = await cancelBooking(
    deps,
    booking,
    {
      reason: input.reason,
      refundCents,
      byFirm: actor.name,
      audit: (tx) =>
        recordAudit(tx, {
          actorId: actor.id,
          actorName: actor.name,
          action: 'booking.cancel',
          details: {
            ...audited(booking),
            when: onFirmClock(booking.startAt),
            refunded: refundCents > 0 ? format.money(refundCents, booking.currency) : '',
          },
        }),
    },
    now,
  );
  // Cancelled meanwhile (by the client, or another administrator): this call changed nothing.
  if (!cancelled) throw conflict(msg('errors:booking.alreadyCancelled'), 'ALREADY_CANCELLED');
  void deps.mailer.deliverDue();
}
