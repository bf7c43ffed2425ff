import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import type { AdminDayAppointment } from '@lexbridge/shared/schemas/availability';
import type { DbOrTx } from '../../db/client';
import { appointments, matters, users } from '../../db/schema/index';
import { zonedParts } from '../../platform/calendar/time';
import { timeZone } from './availability-service';

/**
 * The appointments the firm set on matters that start in [from, to), soonest first, with the
 * matter and its client: the admin calendar lists them beside the day's consultations. Cancelled
 * ones take no time and are left out.
 */
export async function appointmentsStarting(
  db: DbOrTx,
  from: Date,
  to: Date,
): Promise<AdminDayAppointment[]> {
  const rows = await db
    .select({
      appointment: appointments,
      matterTitle: matters.title,
      clientId: matters.clientId,
      clientName: users.name,
    })
    .from(appointments)
    .innerJoin(matters, eq(matters.id, appointments.matterId))
    .innerJoin(users, eq(users.id, matters.clientId))
    .where(
      and(
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
        ne(appointments.status, 'cancelled'),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map(({ appointment, ...row }) => {
    const end = new Date(appointment.startsAt.getTime() + appointment.durationMinutes * 60_000);
    return {
      id: appointment.id,
      time: zonedParts(appointment.startsAt, timeZone).time,
      endTime: zonedParts(end, timeZone).time,
      title: appointment.title,
      status: appointment.status === 'completed' ? 'completed' : 'scheduled',
      location: appointment.location,
      ...row,
    };
  });
}
