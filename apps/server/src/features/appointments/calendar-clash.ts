import { msg } from '@lexbridge/shared/i18n/message';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../platform/errors';
import { consultationsOverlapping, lockCalendar } from '../booking';

type Placement = { startsAt: Date; durationMinutes: number; overConsultation?: boolean };

/**
 * A scheduled appointment may not land on a consultation a client booked (or is paying for now)
 * unless the firm, told of the clash, asks for it: the refusal names the consultation. Takes the
 * calendar lock first, so a booking made at the same moment is either seen here or refused by
 * the database for this appointment.
 */
export async function refuseConsultationClash(tx: DbOrTx, placement: Placement) {
  await lockCalendar(tx);
  if (placement.overConsultation) return;
  const end = new Date(placement.startsAt.getTime() + placement.durationMinutes * 60_000);
  const clashes = await consultationsOverlapping(tx, placement.startsAt, end);
  const [first] = clashes;
  if (!first) return;
  const named = { name: first.clientName, start: first.start, end: first.end };
  throw conflict(
    clashes.length === 1
      ? msg('errors:appointments.consultationClash', named)
      : msg('errors:appointments.consultationClashes', { ...named, count: clashes.length }),
    'APPOINTMENT_CLASH',
  );
}
