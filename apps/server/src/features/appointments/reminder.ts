import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/index';
import type { ServiceDeps } from '../../platform/deps';
import { mailAppointment } from './mail';
import { findAppointment } from './service';

/**
 * Scheduled appointments starting in (from, to], for the reminders job, each with its last change
 * (the client was mailed then; a reminder due before it is not sent).
 */
export async function remindableAppointments(db: Db, from: Date, to: Date) {
  return db
    .select({ id: appointments.id, startsAt: appointments.startsAt, since: appointments.updatedAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'scheduled'),
        gt(appointments.startsAt, from),
        lte(appointments.startsAt, to),
      ),
    );
}

/**
 * Mails the matter's client a reminder of the appointment, in their language, with the portal
 * link; in the caller's transaction (which holds the reminder's claim). An appointment cancelled
 * or moved since it was listed gets none (answers false).
 */
export async function remindAppointment(
  deps: Pick<ServiceDeps, 'mailer' | 'publicUrl'>,
  tx: DbOrTx,
  id: string,
  startsAt: Date,
) {
  await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.id, id))
    .for('update');
  const row = await findAppointment(tx, id);
  const current = row?.appointment;
  if (!row || current?.status !== 'scheduled' || current.startsAt.getTime() !== startsAt.getTime())
    return false;
  await mailAppointment(tx, deps, 'reminder', row);
  return true;
}
