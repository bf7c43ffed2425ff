import type { FirmSettings } from '@lexbridge/shared/schemas/settings';
import { msg } from '@lexbridge/shared/i18n/message';
import { conflict } from '../../platform/errors';

type Policy = Pick<FirmSettings, 'cancellationCutoffHours' | 'refundBeforeCutoff'>;

/**
 * The policy a booking is held to: the one shown when it was booked (kept on it), or for a booking
 * from before that was kept, the firm's settings now.
 */
export const policyOf = (
  booking: { cutoffHours: number | null; refundBeforeCutoff: boolean | null },
  settings: Policy,
): Policy => ({
  cancellationCutoffHours: booking.cutoffHours ?? settings.cancellationCutoffHours,
  refundBeforeCutoff: booking.refundBeforeCutoff ?? settings.refundBeforeCutoff,
});

/** The last moment a consultation can be moved or cancelled by its client: the cut-off before it. */
export const changeableUntil = (startAt: Date, policy: Policy) =>
  new Date(startAt.getTime() - policy.cancellationCutoffHours * 3_600_000);

/** What a client may do with a booking now, under the firm's cancellation policy. */
export function clientMayChange(
  booking: { status: string; startAt: Date },
  policy: Policy,
  now: Date,
) {
  return booking.status === 'confirmed' && now < changeableUntil(booking.startAt, policy);
}

/**
 * Refuses a change the policy no longer allows, saying why: already cancelled, or past the
 * cut-off (the page then offers the contact form).
 */
export function refuseUnlessChangeable(
  booking: { status: string; startAt: Date },
  policy: Policy,
  now: Date,
) {
  if (booking.status === 'cancelled')
    throw conflict(msg('errors:booking.alreadyCancelled'), 'ALREADY_CANCELLED');
  if (!clientMayChange(booking, policy, now))
    throw conflict(
      msg('errors:booking.pastCutoff', { hours: policy.cancellationCutoffHours }),
      'PAST_CUTOFF',
    );
}
