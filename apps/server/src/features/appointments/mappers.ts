import { firm } from '@lexbridge/shared/firm/firm';
import type { AdminAppointment, ClientAppointment } from '@lexbridge/shared/schemas/appointments';
import type { appointments } from '../../db/schema/index';
import { zonedParts } from '../../platform/calendar/time';

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentWithMatter = {
  appointment: AppointmentRow;
  matterTitle: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
};

export const endOf = (row: Pick<AppointmentRow, 'startsAt' | 'durationMinutes'>) =>
  new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);

/** What the client sees; the start also as the date and time the firm entered (its zone). */
export function toClientAppointment({
  appointment,
  matterTitle,
}: AppointmentWithMatter): ClientAppointment {
  const { date, time } = zonedParts(appointment.startsAt, firm.timeZone);
  return {
    kind: 'appointment',
    id: appointment.id,
    matterId: appointment.matterId,
    matterTitle,
    title: appointment.title,
    startsAt: appointment.startsAt.toISOString(),
    endsAt: endOf(appointment).toISOString(),
    date,
    time,
    durationMinutes: appointment.durationMinutes,
    location: appointment.location,
    status: appointment.status,
  };
}

export function toAdminAppointment(row: AppointmentWithMatter): AdminAppointment {
  return {
    ...toClientAppointment(row),
    clientId: row.clientId,
    clientName: row.clientName,
    sequence: row.appointment.sequence,
    createdAt: row.appointment.createdAt.toISOString(),
    updatedAt: row.appointment.updatedAt.toISOString(),
  };
}
