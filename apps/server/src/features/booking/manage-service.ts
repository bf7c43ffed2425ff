import { msg } from '@lexbridge/shared/i18n/message';
import type {
  ManagedBooking,
  RescheduleBookingInput,
} from '@lexbridge/shared/schemas/booking-manage';
import type { FirmSettings } from '@lexbridge/shared/schemas/settings';
import { zonedParts } from '../../platform/calendar/time';
import { conflict } from '../../platform/errors';
import { getFirmSettings } from '../settings';
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
import { bookingOfToken } from './manage-link';
import { consultationInvite } from './consultation-invite';
import {
  changeableUntil,
  clientMayChange,
  policyOf,
  refuseUnlessChangeable,
} from './manage-policy';
import { bookedMinutes, bookingReference } from './reference';

function view(booking: Booking, settings: FirmSettings, now: Date): ManagedBooking {
  const policy = policyOf(booking, settings);
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
export async function managedBooking(deps: ChangeDeps, token: string, now = new Date()) {
  const booking = await bookingOfToken(deps, deps.db, token);
  return view(booking, await getFirmSettings(deps.db), now);
}

/**
 * The consultation's calendar file, to add it to a calendar by hand (the success and manage
 * pages); the same event as the mailed invitations. A cancelled one has none.
 */
export async function bookingCalendarFile(deps: ChangeDeps, token: string) {
  const booking = await bookingOfToken(deps, deps.db, token);
  if (booking.status === 'cancelled')
    throw conflict(msg('errors:booking.alreadyCancelled'), 'ALREADY_CANCELLED');
  return consultationInvite(deps.mailer, booking, 'PUBLISH');
}

/** Mails go out after the commit (with SMTP); the answer is the booking as it is now. */
async function announce(deps: ChangeDeps, token: string, now: Date) {
  void deps.mailer.deliverDue();
  return managedBooking(deps, token, now);
}

/** The days of `month` the link's booking can move to (its own length, its own time free). */
export async function moveMonthOf(deps: ChangeDeps, token: string, month: string) {
  return moveMonth(deps.db, await bookingOfToken(deps, deps.db, token), month);
}

/** The free start times of `date` the link's booking can move to. */
export async function moveDayOf(deps: ChangeDeps, token: string, date: string) {
  return moveDay(deps.db, await bookingOfToken(deps, deps.db, token), date);
}

/**
 * Moves a paid consultation to another free time of the same length, keeping its payment: the
 * same calendar and rules as booking. Only before the cut-off; the client and the firm are told,
 * the client's calendar moves.
 */
export async function rescheduleBooking(
  deps: ChangeDeps,
  token: string,
  input: RescheduleBookingInput,
  now = new Date(),
) {
  await deps.db
    .transaction(async (tx) => {
      const booking = await bookingOfToken(deps, tx, token, { forUpdate: true });
      refuseUnlessChangeable(booking, policyOf(booking, await getFirmSettings(tx)), now);
      await moveBooking(deps, tx, booking, input, now);
    })
    .catch(slotTakenOnOverlap);
  return announce(deps, token, now);
}

/**
 * Cancels a paid consultation before the cut-off, with the client's reason; under a policy that
 * refunds, the whole amount goes back first (if the provider fails, nothing changes and the client
 * is told to try again).
 */
export async function cancelPaidBooking(
  deps: ChangeDeps,
  token: string,
  reason: string,
  now = new Date(),
) {
  const booking = await bookingOfToken(deps, deps.db, token);
  const policy = policyOf(booking, await getFirmSettings(deps.db));
  refuseUnlessChangeable(booking, policy, now);
  const refundCents = policy.refundBeforeCutoff ? booking.amountCents : 0;
  await cancelBooking(deps, booking, { reason, refundCents }, now);
  return announce(deps, token, now);
}
