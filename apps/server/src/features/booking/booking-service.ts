import { and, eq, lte } from 'drizzle-orm';
import { localizePath, type Language } from '@lexbridge/shared/i18n/languages';
import type { CreateBookingInput } from '@lexbridge/shared/schemas/booking';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { conflict, HttpError } from '../../platform/errors';
import { paymentsOff } from '../../platform/payments/payments';
import { daySlots, timeZone } from './availability-service';
import type { OfferedType } from './consultation-types';
import { hasSqlState, SqlState } from '../../db/errors';
import { zonedInstant } from '../../platform/calendar/time';
import { formatterFor } from '../../platform/i18n/format';
import { translator } from '../../platform/i18n/translator';
import { localText } from '@lexbridge/shared/site/localize';
import { msg } from '@lexbridge/shared/i18n/message';
import { getFirmSettings } from '../settings';
import { holdAddress } from './hold-address';
import { refuseHoardedHolds } from './hold-limit';
import type { ServiceDeps } from '../../platform/deps';

/** Stripe refuses a checkout that closes sooner than 30 minutes after it opens. */
const MIN_CHECKOUT_MINUTES = 31;
const SLOT_TAKEN = msg('errors:booking.slotTaken');

type BookingRequest = Omit<CreateBookingInput, 'type'> & {
  /** The published site's offered type (routes look it up): its price, length and name now. */
  type: OfferedType;
  /** The visitor's language: checkout, return pages and the confirmation e-mail speak it. */
  language: Language;
  /** The address the request came from: it may keep only a few holds open at once. */
  clientIp: string;
};

/** Marks unpaid holds whose time ran out as expired, which frees their slots for the constraint. */
export function expireStaleHolds(db: DbOrTx, now = new Date()) {
  return db
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(eq(bookings.status, 'pending_payment'), lte(bookings.holdExpiresAt, now)));
}

/**
 * Holds the slot for the firm's booking hold minutes (settings, read now so a change applies to
 * the next booking) and opens a checkout session for the published type's price. The hold keeps
 * that price, currency, length and name: a publish during the checkout changes none of them. The check and the insert
 * share one transaction; the exclusion constraint settles concurrent requests.
 */
export async function createBooking(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'publicUrl' | 'log'>,
  input: BookingRequest,
  now = new Date(),
): Promise<{ url: string }> {
  const { payments, publicUrl, log } = deps;
  // Without online payment no slot is held: the visitor is told to contact the firm instead.
  if (payments.kind === 'off') throw paymentsOff();
  const paymentProvider = payments.kind;
  const { type } = input;
  const startAt = zonedInstant(input.date, input.time, timeZone);
  if (!startAt) throw conflict(SLOT_TAKEN, 'SLOT_TAKEN');
  const { bookingHoldMinutes, cancellationCutoffHours, refundBeforeCutoff } = await getFirmSettings(
    deps.db,
  );
  const holdExpiresAt = new Date(now.getTime() + bookingHoldMinutes * 60_000);
  const clientIp = holdAddress(input.clientIp);

  let bookingId: string;
  try {
    bookingId = await deps.db.transaction(async (tx) => {
      await expireStaleHolds(tx, now);
      await refuseHoardedHolds(tx, { ip: clientIp, email: input.email }, now);
      const { slots } = await daySlots(tx, input.date, type, now);
      if (!slots.includes(input.time)) throw conflict(SLOT_TAKEN, 'SLOT_TAKEN');
      const [row] = await tx
        .insert(bookings)
        .values({
          type: type.id,
          typeName: type.name,
          clientName: input.name,
          clientEmail: input.email,
          clientPhone: input.phone ?? null,
          clientIp,
          description: input.description ?? null,
          language: input.language,
          startAt,
          endAt: new Date(startAt.getTime() + type.durationMinutes * 60_000),
          amountCents: type.priceCents,
          currency: type.currency,
          holdExpiresAt,
          paymentProvider,
          // The policy shown before paying is the one this booking keeps.
          cutoffHours: cancellationCutoffHours,
          refundBeforeCutoff,
        })
        .returning({ id: bookings.id });
      return row!.id;
    });
  } catch (error) {
    if (hasSqlState(error, SqlState.exclusionViolation)) throw conflict(SLOT_TAKEN, 'SLOT_TAKEN');
    throw error;
  }

  const t = translator(input.language);
  const format = formatterFor(input.language);
  const page = (path: string) => `${publicUrl}${localizePath(path, input.language)}`;
  let session: { id: string; url: string };
  try {
    session = await payments.createCheckout({
      reference: { kind: 'booking', id: bookingId },
      title: localText(type.name, input.language).text,
      description: t('emails:booking.checkoutDescription', {
        date: format.date(startAt),
        time: input.time,
        minutes: type.durationMinutes,
      }),
      amountCents: type.priceCents,
      currency: type.currency,
      customerEmail: input.email,
      language: input.language,
      successUrl: page('/booking-success?session_id={CHECKOUT_SESSION_ID}'),
      cancelUrl: page(`/booking-canceled?booking=${bookingId}`),
      // A minute more than the hold keeps clocks apart. A hold shorter than Stripe's minimum
      // leaves the checkout open longer: a payment after the hold still confirms the booking
      // when its time is free, and is logged for a refund when someone took it meanwhile.
      expiresAt: new Date(
        Math.max(holdExpiresAt.getTime() + 60_000, now.getTime() + MIN_CHECKOUT_MINUTES * 60_000),
      ),
    });
  } catch (cause) {
    log.error({ err: cause, bookingId }, 'checkout session could not be created');
    await deps.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, bookingId));
    throw new HttpError(502, 'PAYMENT_UNAVAILABLE', msg('errors:booking.paymentUnavailable'));
  }
  await deps.db
    .update(bookings)
    .set({ paymentSessionId: session.id })
    .where(eq(bookings.id, bookingId));
  return { url: session.url };
}
