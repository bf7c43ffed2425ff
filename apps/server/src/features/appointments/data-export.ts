import { asc, eq } from 'drizzle-orm';
import type { ClientAppointment } from '@lexbridge/shared/schemas/appointments';
import type { DbOrTx } from '../../db/client';
import { appointments, matters, users } from '../../db/schema/index';
import { toClientAppointment } from './mappers';

/** Every appointment on a client's matters (past, cancelled and to come), as the portal shows one. */
export async function clientAppointmentsForExport(
  db: DbOrTx,
  clientId: string,
): Promise<ClientAppointment[]> {
  const rows = await db
    .select({
      appointment: appointments,
      matterTitle: matters.title,
      clientId: matters.clientId,
      clientName: users.name,
      clientEmail: users.email,
    })
    .from(appointments)
    .innerJoin(matters, eq(matters.id, appointments.matterId))
    .innerJoin(users, eq(users.id, matters.clientId))
    .where(eq(matters.clientId, clientId))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map(toClientAppointment);
}
