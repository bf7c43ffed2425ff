import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BookedConsultation } from '@lexbridge/shared/schemas/booking';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/index';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { localText } from '@lexbridge/shared/site/localize';
import { timeZone } from './availability-service';
import { sendConfirmationMail } from './confirmation-mail';
import type { SignedLinks } from '../../platform/signed-links';
import { mailFirmOfBooking } from './firm-booking-mail';
import { bookedMinutes, bookingReference } from './reference';
import { hasSqlState, SqlState } from '../../db/errors';
import { zonedParts } from '../../platform/calendar/time';
import type { ServiceDeps } from '../../platform/deps';

export type FulfilResult =
  | { status: 'confirmed'; consultation: BookedConsultation }
  | { status: 'unpaid' | 'unknown' | 'conflict' };

type Booking = typeof bookings.$inferSelect;

/**
 * A booking as its confirmation shows it: what was booked, named as it was when booked, and its
 * stored length (the type may have been renamed or changed since). Titled in `language`.
 */
export function bookedConsultationOf(
  booking: Booking,
  language: Language = booking.language,
): Omit<BookedConsultation, 'manageToken'> {
  const { date, time } = zonedParts(booking.startAt, timeZone);
  return {
    date,
    time,
    type: booking.type,
    title: localText(booking.typeName, language).text,
    name: booking.typeName,
    durationMinutes: bookedMinutes(booking),
    reference: bookingReference(booking.id),
  };
}

/** A confirmed booking as its success page shows it, with the way to its manage page. */
const confirmedConsultation = async (
  deps: { signedLinks: SignedLinks },
  booking: Booking,
): Promise<BookedConsultation> => ({
  ...bookedConsultationOf(booking),
  manageToken: deps.signedLinks.sign('booking-manage', booking.id),
});

async function bookingFor(db: Db, sessionId: string, bookingId: string | null) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(bookingId ? eq(bookings.id, bookingId) : eq(bookings.paymentSessionId, sessionId));
  // A session names its booking; a booking that points at another session is not this one.
  if (!row || (row.paymentSessionId && row.paymentSessionId !== sessionId)) return null;
  return row;
}

/**
 * Confirms the booking paid through `sessionId`, asking the payment provider (never the caller)
 * whether it was paid. Safe to call any number of times, concurrently, from the success page and
 * the webhook: one atomic UPDATE picks the single caller that confirms and sends the e-mails (the
 * client's confirmation, and the firm's word of the booking).
 */
export async function fulfil(
  deps: Pick<ServiceDeps, 'db' | 'mailer' | 'payments' | 'log' | 'publicUrl' | 'signedLinks'>,
  sessionId: string,
): Promise<FulfilResult> {
  const { payments, log } = deps;
  const state = await payments.retrieve(sessionId);
  if (!state) return { status: 'unknown' };
  const reference = state.reference?.kind === 'booking' ? state.reference.id : null;
  if (state.reference && !reference) return { status: 'unknown' };
  const booking = await bookingFor(deps.db, sessionId, reference);
  if (!booking) return { status: 'unknown' };
  if (booking.status === 'confirmed')
    return { status: 'confirmed', consultation: await confirmedConsultation(deps, booking) };
  if (!state.paid) return { status: 'unpaid' };

  let won: Booking | undefined;
  try {
    // The confirmation and its two mails commit together: a process that dies in between leaves
    // the booking unconfirmed, so the next confirm (the webhook's retry, the success page) sends
    // them, instead of finding it confirmed with neither the client nor the firm told.
    won = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ status: 'confirmed', confirmedAt: new Date(), paymentSessionId: sessionId })
        .where(
          and(
            eq(bookings.id, booking.id),
            inArray(bookings.status, ['pending_payment', 'expired', 'cancelled']),
            // A consultation its client or the firm cancelled stays cancelled: its session still
            // reads as paid (the refund does not change that), and confirming it again would
            // put back a booking whose money went back.
            isNull(bookings.cancelledAt),
          ),
        )
        .returning();
      if (row) {
        await sendConfirmationMail(deps, row, tx);
        await mailFirmOfBooking(deps, tx, row);
      }
      return row;
    });
  } catch (error) {
    // Paid after the hold ran out and someone else took the time: a person must refund or rebook.
    if (!hasSqlState(error, SqlState.exclusionViolation)) throw error;
    log.error(
      { bookingId: booking.id, sessionId },
      'paid booking overlaps another; refund or rebook by hand',
    );
    await reportPaidAfterTaken(deps, booking.id);
    return { status: 'conflict' };
  }
  if (won) {
    void deps.mailer.deliverDue();
    return { status: 'confirmed', consultation: await confirmedConsultation(deps, won) };
  }
  const [current] = await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
  return current?.status === 'confirmed'
    ? { status: 'confirmed', consultation: await confirmedConsultation(deps, current) }
    : { status: 'unknown' };
}

/**
 * Tells the firm, once however often the payment is confirmed again (success page, webhook
 * retries), that a payment arrived after its time was taken: a person must refund or rebook.
 */
async function reportPaidAfterTaken(
  deps: Pick<ServiceDeps, 'db' | 'mailer' | 'publicUrl'>,
  bookingId: string,
) {
  await deps.db.transaction(async (tx) => {
    const [first] = await tx
      .update(bookings)
      .set({ takenReportedAt: new Date() })
      .where(and(eq(bookings.id, bookingId), isNull(bookings.takenReportedAt)))
      .returning();
    if (first) await mailFirmOfBooking(deps, tx, first, 'paidAfterTaken');
  });
  void deps.mailer.deliverDue();
}

/** Frees an unpaid booking's slot (checkout expired, payment failed, or the visitor cancelled). */
export async function releaseSession(db: Db, sessionId: string, status: 'expired' | 'cancelled') {
  await db
    .update(bookings)
    .set({ status })
    .where(and(eq(bookings.paymentSessionId, sessionId), eq(bookings.status, 'pending_payment')));
}

/** The cancel page: closes the unpaid checkout so it cannot be paid later, then frees the slot. */
export async function cancelBooking(deps: Pick<ServiceDeps, 'db' | 'payments'>, bookingId: string) {
  const { db, payments } = deps;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.status !== 'pending_payment' || !booking.paymentSessionId) return;
  const state = await payments.retrieve(booking.paymentSessionId);
  if (state?.paid) return;
  await payments.expire(booking.paymentSessionId);
  await releaseSession(db, booking.paymentSessionId, 'cancelled');
}
