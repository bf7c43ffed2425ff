import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { UPCOMING_DAYS } from '@lexbridge/shared/schemas/appointments';
import type { Db, DbOrTx } from '../../db/client';
import { appointments, matters, users } from '../../db/schema/index';
import type { AppointmentWithMatter } from './mappers';

const withMatter = {
  appointment: appointments,
  matterTitle: matters.title,
  clientId: matters.clientId,
  clientName: users.name,
  clientEmail: users.email,
};

/** Appointments with their matter's title and client, to filter and order. */
export const joinedWithMatter = (db: DbOrTx) =>
  db
    .select(withMatter)
    .from(appointments)
    .innerJoin(matters, eq(matters.id, appointments.matterId))
    .innerJoin(users, eq(users.id, matters.clientId));

export async function findAppointment(
  db: DbOrTx,
  id: string,
): Promise<AppointmentWithMatter | undefined> {
  const [row] = await joinedWithMatter(db).where(eq(appointments.id, id));
  return row;
}

/** The window of a client's upcoming appointments: from now to UPCOMING_DAYS ahead. */
export function upcomingWindow(now = new Date()) {
  return { from: now, to: new Date(now.getTime() + UPCOMING_DAYS * 86_400_000) };
}

type Filter = { clientId?: string; matterId?: string; upcoming?: boolean; now?: Date };

/** Upcoming means still scheduled and starting in the window (now included). */
function whereOf({ clientId, matterId, upcoming, now }: Filter): SQL | undefined {
  const window = upcoming ? upcomingWindow(now) : undefined;
  return and(
    clientId ? eq(matters.clientId, clientId) : undefined,
    matterId ? eq(appointments.matterId, matterId) : undefined,
    window ? eq(appointments.status, 'scheduled') : undefined,
    window ? gte(appointments.startsAt, window.from) : undefined,
    window ? lt(appointments.startsAt, window.to) : undefined,
  );
}

/** Appointments of a client or a matter (or both), soonest first, and how many match in all. */
export async function listAppointments(db: Db, filter: Filter, limit?: number) {
  const where = whereOf(filter);
  const rows = joinedWithMatter(db)
    .where(where)
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .$dynamic();
  const [list, [count]] = await Promise.all([
    limit === undefined ? rows : rows.limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(appointments)
      .innerJoin(matters, eq(matters.id, appointments.matterId))
      .where(where),
  ]);
  return { rows: list, total: Number(count?.total ?? 0) };
}

/** Appointments still scheduled from now on, on every matter (the firm's dashboard). */
export async function countUpcomingAppointments(db: DbOrTx, now = new Date()) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.status, 'scheduled'), gte(appointments.startsAt, now)));
  return Number(row?.n ?? 0);
}
