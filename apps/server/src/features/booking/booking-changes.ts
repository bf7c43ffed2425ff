import { and, eq } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { RescheduleBookingInput } from '@lexbridge/shared/schemas/booking-manage';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { hasSqlState, SqlState } from '../../db/errors';
import { zonedInstant } from '../../platform/calendar/time';
import type { ServiceDeps } from '../../platform/deps';
import { conflict } from '../../platform/errors';
import { askingProvider } from '../../platform/payments/payments';
import { daySlots, monthAvailability, timeZone } from './availability-service';
import { mailClientOfChange, mailFirmOfChange, type BookingChange } from './change-mail';
import { bookedMinutes } from './reference';

export type ChangeDeps = Pick<
  ServiceDeps,
  'db' | 'mailer' | 'payments' | 'publicUrl' | 'signedLinks' | 'log'
>;
export type Booking = typeof bookings.$inferSelect;
const SLOT_TAKEN = msg('errors:booking.slotTaken');

/**
 * The days of `month` a booking can move to: free for a consultation of its own length (whatever
 * its type is offered as today), its own time counting as free.
 */
export const moveMonth = (db: DbOrTx, booking: Booking, month: string, now = new Date()) =>
  monthAvailability(db, month, bookedMinutes(booking), now, booking.id);

/** The free start times of `date` a booking can move to (same rules as booking it). */
export const moveDay = (db: DbOrTx, booking: Booking, date: string, now = new Date()) =>
  daySlots(
    db,
    date,
    { id: booking.type, durationMinutes: bookedMinutes(booking) },
    now,
    booking.id,
  );

/** Both mails of a change, in its transaction: the client's (with the calendar update) and the firm's. */
async function recordChange(deps: ChangeDeps, tx: DbOrTx, booking: Booking, change: BookingChange) {
  await mailClientOfChange(deps, tx, booking, change);
  await mailFirmOfChange(deps, tx, booking, change);
}

/**
 * Moves a paid consultation (locked by the caller's transaction) to another free time of its
 * length, keeping its payment; the database refuses an overlap however a race goes. Answers the
 * moved row.
 */
export async function moveBooking(
  deps: ChangeDeps,
  tx: DbOrTx,
  booking: Booking,
  input: RescheduleBookingInput,
  now: Date,
  /** The administrator's name when the firm moves it. */
  byFirm?: string,
) {
  const startAt = zonedInstant(input.date, input.time, timeZone);
  if (!startAt) throw conflict(SLOT_TAKEN, 'SLOT_TAKEN');
  if (startAt.getTime() === booking.startAt.getTime())
    throw conflict(msg('errors:booking.sameTime'), 'SAME_TIME');
  const { slots } = await moveDay(tx, booking, input.date, now);
  if (!slots.includes(input.time)) throw conflict(SLOT_TAKEN, 'SLOT_TAKEN');
  const minutes = bookedMinutes(booking);
  const [moved] = await tx
    .update(bookings)
    .set({
      startAt,
      endAt: new Date(startAt.getTime() + minutes * 60_000),
      sequence: booking.sequence + 1,
      rescheduledAt: now,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  await recordChange(deps, tx, moved!, { kind: 'rescheduled', was: booking.startAt, byFirm });
  return moved!;
}

/** An overlap the database refused while moving reads as the time being taken. */
export function slotTakenOnOverlap(error: unknown): never {
  if (hasSqlState(error, SqlState.exclusionViolation)) throw conflict(SLOT_TAKEN, 'SLOT_TAKEN');
  throw error;
}

/**
 * Cancels a paid consultation, paying back `refund` cents first (0 for none) through the provider
 * that took the payment, keyed by the booking so that a retry makes no second refund; if the
 * provider fails, nothing changes. Then the cancellation and both mails are written together.
 * The provider is called outside a transaction: the embedded database has one connection, which
 * a slow provider must not hold. Answers whether this call cancelled it (false: already was).
 */
export async function cancelBooking(
  deps: ChangeDeps,
  booking: Booking,
  /**
   * `byFirm`: the administrator's name when the firm cancels it (else the client did); `audit`
   * writes its entry in the cancellation's transaction.
   */
  cancel: {
    reason: string;
    refundCents: number;
    byFirm?: string;
    audit?: (tx: DbOrTx) => Promise<void>;
  },
  now: Date,
) {
  let refund: { id: string } | null = null;
  if (cancel.refundCents > 0 && booking.paymentSessionId) {
    refuseUnlessRefundable(deps, booking, cancel.byFirm !== undefined);
    const sessionId = booking.paymentSessionId;
    refund = await askingProvider(deps.log, () =>
      deps.payments.refund(sessionId, cancel.refundCents, `cancel-${booking.id}`),
    );
  }
  return deps.db.transaction(async (tx) => {
    // Read again under a lock: a move committed during the refund call raised the sequence.
    const [current] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id))
      .for('update');
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: cancel.byFirm === undefined ? 'client' : 'firm',
        cancelReason: cancel.reason,
        refundedCents: refund ? cancel.refundCents : 0,
        refundId: refund?.id ?? null,
        refundedAt: refund ? now : null,
        sequence: (current?.sequence ?? booking.sequence) + 1,
      })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'confirmed')))
      .returning();
    if (cancelled) {
      await recordChange(deps, tx, cancelled, { kind: 'cancelled', byFirm: cancel.byFirm });
      await cancel.audit?.(tx);
    } else if (refund && current && !current.refundId) {
      // Cancelled meanwhile by the other side (the client and the firm at once) without a
      // refund, while this call's refund went through: the money that went back is recorded.
      await tx
        .update(bookings)
        .set({ refundedCents: cancel.refundCents, refundId: refund.id, refundedAt: now })
        .where(eq(bookings.id, booking.id));
    }
    return Boolean(cancelled);
  });
}

/**
 * A payment goes back through the service that took it: one taken by the test checkout cannot be
 * refunded by Stripe, nor the reverse (the server's payment settings changed since).
 */
function refuseUnlessRefundable(
  deps: Pick<ChangeDeps, 'payments'>,
  booking: Booking,
  byFirm: boolean,
) {
  if (deps.payments.kind !== booking.paymentProvider)
    throw conflict(
      msg(byFirm ? 'errors:booking.refundElsewhere' : 'errors:booking.refundNotOnline'),
      'REFUND_ELSEWHERE',
    );
}
