import { eq } from 'drizzle-orm';
import { firm } from '@lexbridge/shared/firm/firm';
import { msg } from '@lexbridge/shared/i18n/message';
import type {
  createAppointmentSchema,
  updateAppointmentSchema,
} from '@lexbridge/shared/schemas/appointments';
import type { z } from 'zod';
import { appointments } from '../../db/schema/index';
import { zonedInstant, zonedParts } from '../../platform/calendar/time';
import { badRequest, notFound } from '../../platform/errors';
import { findMatter } from '../matters';
import { publishClientChange } from '../../platform/realtime/client-changes';
import { mailAppointment } from './mail';
import type { AppointmentRow } from './mappers';
import { mailKindOf } from './mail-rules';
import { findAppointment } from './service';
import { refuseConsultationClash } from './calendar-clash';
import type { ServiceDeps } from '../../platform/deps';

type CreateInput = z.output<typeof createAppointmentSchema>;
type UpdateInput = z.output<typeof updateAppointmentSchema>;
export type AppointmentDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'realtime' | 'publicUrl'>;

/** The instant of a date and time on the firm's clock; a time the clocks skip is refused. */
function firmInstant(date: string, time: string) {
  const at = zonedInstant(date, time, firm.timeZone);
  if (!at)
    throw badRequest(msg('validation:appointment.timeSkipped', { date, time }), 'VALIDATION_ERROR');
  return at;
}

const gone = () => notFound(msg('errors:appointments.notFound'));

/** After the commit: mail goes out now (with SMTP), and the client's open portal reloads. */
async function announce(deps: AppointmentDeps, id: string, clientId: string, mailed: boolean) {
  if (mailed) void deps.mailer.deliverDue();
  await publishClientChange(deps.realtime, clientId, { kind: 'appointment', id });
  return (await findAppointment(deps.db, id))!;
}

/** Adds a scheduled appointment to a matter and mails the client its invitation, in one go. */
export async function addAppointment(
  deps: AppointmentDeps,
  matterId: string,
  input: CreateInput,
  createdBy: string,
) {
  const startsAt = firmInstant(input.date, input.time);
  const { id, clientId, mailed } = await deps.db.transaction(async (tx) => {
    const matter = await findMatter(tx, matterId);
    if (!matter) throw notFound(msg('errors:matters.notFound'));
    await refuseConsultationClash(tx, { startsAt, ...input });
    const [row] = await tx
      .insert(appointments)
      .values({
        matterId,
        title: input.title,
        startsAt,
        durationMinutes: input.durationMinutes,
        location: input.location ?? null,
        createdBy,
      })
      .returning();
    const full = (await findAppointment(tx, row!.id))!;
    const kind = mailKindOf(undefined, row!);
    if (kind) await mailAppointment(tx, deps, kind, full);
    return { id: row!.id, clientId: full.clientId, mailed: Boolean(kind) };
  });
  return announce(deps, id, clientId, mailed);
}

/**
 * Changes the fields sent. A new date or time is read on the firm's clock (the other one kept
 * from the current start). When the change is one the client's calendar must follow, the
 * sequence goes up and the client is mailed, in the same transaction as the change.
 */
export async function updateAppointment(deps: AppointmentDeps, id: string, input: UpdateInput) {
  const { clientId, mailed } = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(appointments)
      .where(eq(appointments.id, id))
      .for('update');
    if (!current) throw gone();
    const parts = zonedParts(current.startsAt, firm.timeZone);
    const startsAt =
      input.date !== undefined || input.time !== undefined
        ? firmInstant(input.date ?? parts.date, input.time ?? parts.time)
        : current.startsAt;
    const next: AppointmentRow = {
      ...current,
      title: input.title ?? current.title,
      startsAt,
      durationMinutes: input.durationMinutes ?? current.durationMinutes,
      location: input.location === undefined ? current.location : input.location,
      status: input.status ?? current.status,
    };
    const moved =
      startsAt.getTime() !== current.startsAt.getTime() ||
      next.durationMinutes !== current.durationMinutes ||
      current.status !== 'scheduled';
    if (next.status === 'scheduled' && moved)
      await refuseConsultationClash(tx, { ...next, overConsultation: input.overConsultation });
    const kind = mailKindOf(current, next);
    const { title, durationMinutes, location, status } = next;
    await tx
      .update(appointments)
      .set({
        title,
        startsAt,
        durationMinutes,
        location,
        status,
        sequence: current.sequence + (kind ? 1 : 0),
        updatedAt: new Date(),
      })
      .where(eq(appointments.id, id));
    const full = (await findAppointment(tx, id))!;
    if (kind) await mailAppointment(tx, deps, kind, full);
    return { clientId: full.clientId, mailed: Boolean(kind) };
  });
  return announce(deps, id, clientId, mailed);
}
