import { and, eq } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type {
  ManagedBooking,
  RescheduleBookingInput,
} from '@lexbridge/shared/schemas/booking-manage';
import type { FirmSettings } from '@lexbridge/shared/schemas/settings';
import { bookings } from '../../db/schema/index';
import { hasSqlState, SqlState } from '../../db/errors';
import { zonedInstant, zonedParts } from '../../platform/calendar/time';
import type { ServiceDeps } from '../../platform/deps';
import { conflict } from '../../platform/errors';
import { askingProvider } from '../../platform/payments/payments';
import { getFirmSettings } from '../settings';
import { daySlots, timeZone } from './availability-service';
import { mailClientOfChange, mailFirmOfChange, type BookingChange } from './change-mail';
import { bookingOfToken } from './manage-link';
import { consultationInvite } from './consultation-invite';
import { changeableUntil, clientMayChange, refuseUnlessChangeable } from './manage-policy';
import { bookedMinutes, bookingReference } from './reference';

type ManageDeps = Pick<
  ServiceDeps,
  'db' | 'mailer' | 'payments' | 'publicUrl' | 'signedLinks' | 'log'
>;
type Booking = typeof bookings.$inferSelect;
const SLOT_TAKEN = msg('errors:booking.slotTaken');

function view(booking: Booking, policy: FirmSettings, now: Date): ManagedBooking {
  const start = zonedParts(booking.startAt, timeZone);
  const mayChange = clientMayChange(booking, policy, now);
  return {
    reference: bookingReference(booking.id),
    type: booking.type,
    name: booking.typeName,
    date: start.date,
    time: start.time,
    minutes: bookedMinutes(booking),
    amountCents: booking.amountCents,
    currency: booking.currency,
    status: booking.status === 'cancelled' ? 'cancelled' : 'confirmed',
    changeableUntil: changeableUntil(booking.startAt, policy).toISOString(),
    canChange: mayChange,
    cutoffHours: policy.cancellationCutoffHours,
    refundOnCancel: mayChange && policy.refundBeforeCutoff && booking.amountCents > 0,
    refundedCents: booking.status === 'cancelled' ? (booking.refundedCents ?? 0) : null,
  };
}

/** The booking a manage link opens, with what its page may still do. */
export async function managedBooking(deps: ManageDeps, token: string, now = new Date()) {
  const booking = await bookingOfToken(deps, deps.db, token);
  return view(booking, await getFirmSettings(deps.db), now);
}

/**
 * The consultation's calendar file, to add it to a calendar by hand (the success and manage
 * pages); the same event as the mailed invitations. A cancelled one has none.
 */
export async function bookingCalendarFile(deps: ManageDeps, token: string) {
  const booking = await bookingOfToken(deps, deps.db, token);
  if (booking.status === 'cancelled')
    throw conflict(msg('errors:booking.alreadyCancelled'), 'ALREADY_CANCELLED');
  return consultationInvite(deps.mailer, booking, 'PUBLISH');
}

/** Mails go out after the commit (with SMTP); the answer is the booking as it is now. */
async function announce(deps: ManageDeps, token: string, now: Date) {
  void deps.mailer.deliverDue();
  return managedBooking(deps, token, now);
}

async function recordChange(
  deps: ManageDeps,
  tx: Parameters<typeof mailClientOfChange>[1],
  booking: Booking,
  change: BookingChange,
) {
  await mailClientOfChange(deps, tx, booking, change);
  await mailFirmOfChange(deps, tx, booking, change);
}

/**
 * Moves a paid consultation to another free time of the same length, keeping its payment: the
 * same calendar and rules as booking (the database refuses an overlap however the race goes).
 * Only before the cut-off; the client and the firm are told, the client's calendar moves.
 */
export async function rescheduleBooking(
  deps: ManageDeps,
  token: string,
  input: RescheduleBookingInput,
  now = new Date(),
) {
  try {
    await deps.db.transaction(async (tx) => {
      const booking = await bookingOfToken(deps, tx, token, { forUpdate: true });
      refuseUnlessChangeable(booking, await getFirmSettings(tx), now);
      const startAt = zonedInstant(input.date, input.time, timeZone);
      if (!startAt) throw conflict(SLOT_TAKEN, 'SLOT_TAKEN');
      if (startAt.getTime() === booking.startAt.getTime())
        throw conflict(msg('errors:booking.sameTime'), 'SAME_TIME');
      const minutes = bookedMinutes(booking);
      const { slots } = await daySlots(
        tx,
        input.date,
        { id: booking.type, durationMinutes: minutes },
        now,
        booking.id,
      );
      if (!slots.includes(input.time)) throw conflict(SLOT_TAKEN, 'SLOT_TAKEN');
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
      await recordChange(deps, tx, moved!, { kind: 'rescheduled', was: booking.startAt });
    });
  } catch (error) {
    if (hasSqlState(error, SqlState.exclusionViolation)) throw conflict(SLOT_TAKEN, 'SLOT_TAKEN');
    throw error;
  }
  return announce(deps, token, now);
}

/**
 * Cancels a paid consultation before the cut-off, with the client's reason. Under a policy that
 * refunds, the whole amount goes back through the provider first, keyed by the booking so that a
 * retry (within Stripe's 24 hours of idempotency) makes no second refund; if the provider fails,
 * nothing changes and the client is told to try again. Then the cancellation and both mails are
 * written together. The provider is called outside a transaction: the embedded database has one
 * connection, which a slow provider must not hold.
 */
export async function cancelPaidBooking(
  deps: ManageDeps,
  token: string,
  reason: string,
  now = new Date(),
) {
  const booking = await bookingOfToken(deps, deps.db, token);
  const policy = await getFirmSettings(deps.db);
  refuseUnlessChangeable(booking, policy, now);
  const refundCents = policy.refundBeforeCutoff ? booking.amountCents : 0;
  const refund =
    refundCents > 0 && booking.paymentSessionId
      ? await askingProvider(deps.log, () =>
          deps.payments.refund(booking.paymentSessionId!, refundCents, `cancel-${booking.id}`),
        )
      : null;
  await deps.db.transaction(async (tx) => {
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
        cancelledBy: 'client',
        cancelReason: reason,
        refundedCents: refund ? refundCents : 0,
        refundId: refund?.id ?? null,
        refundedAt: refund ? now : null,
        sequence: (current?.sequence ?? booking.sequence) + 1,
      })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'confirmed')))
      .returning();
    // Cancelled meanwhile (a second click): the refund was the same one; nothing more to tell.
    if (cancelled) await recordChange(deps, tx, cancelled, { kind: 'cancelled' });
  });
  return announce(deps, token, now);
}
