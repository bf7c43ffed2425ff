import { TZDate } from '@date-fns/tz';
// The function's own module: the package's index loads all of date-fns (slower start).
import { format } from 'date-fns/format';
import { and, desc, eq, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import { firm } from '@lexbridge/shared/firm/firm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { matterListQuerySchema, updateMatterSchema } from '@lexbridge/shared/schemas/matters';
import type { createMatterSchema } from '@lexbridge/shared/schemas/matters';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { matters, userRoles, users } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { containsFolded } from '../../db/text-fold';
import type { MatterWithClient } from './mappers';
import { mayHoldMatters } from './policy';

type ListQuery = z.output<typeof matterListQuerySchema>;
type CreateInput = z.output<typeof createMatterSchema>;
type UpdateInput = z.output<typeof updateMatterSchema>;

const withClient = { matter: matters, clientName: users.name, clientEmail: users.email };

/** Today's date where the firm is, whatever the server's own zone. */
export const firmToday = (now = new Date()) =>
  format(new TZDate(now.getTime(), firm.timeZone), 'yyyy-MM-dd');

/** A client is any account without the admin role: the firm does not open matters for itself. */
export const isNotAdmin = (userId: SQL | typeof users.id) =>
  notExists(
    sql`(select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'admin')`,
  );

/**
 * A page of matters, newest first: one client's when `clientId` is given (the portal), else all.
 * `search` matches the title or the client's name, ignoring case and accents.
 */
export async function listMatters(db: Db, query: ListQuery, clientId?: string) {
  const where = and(
    clientId ? eq(matters.clientId, clientId) : undefined,
    query.status ? eq(matters.status, query.status) : undefined,
    query.practiceArea ? eq(matters.practiceArea, query.practiceArea) : undefined,
    // The clients whose name matches are found first, as a set (2,000 rows), so the matters need
    // no join to their client to be filtered or counted.
    query.search
      ? or(
          containsFolded(matters.titleFolded, query.search),
          inArray(
            matters.clientId,
            db
              .select({ id: users.id })
              .from(users)
              .where(containsFolded(users.nameFolded, query.search)),
          ),
        )
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(withClient)
      .from(matters)
      .innerJoin(users, eq(users.id, matters.clientId))
      .where(where)
      .orderBy(desc(matters.createdAt), desc(matters.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(matters)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function findMatter(db: DbOrTx, id: string): Promise<MatterWithClient | undefined> {
  const [row] = await db
    .select(withClient)
    .from(matters)
    .innerJoin(users, eq(users.id, matters.clientId))
    .where(eq(matters.id, id));
  return row;
}

const matterGone = () => notFound(msg('errors:matters.notFound'));

/**
 * Refuses a client id that is not a client's account (unknown, or an administrator), and, when the
 * firm is giving it a matter, an account whose address was never proven (see `mayHoldMatters`).
 */
async function checkClient(db: DbOrTx, clientId: string, firmGivesMatter = true) {
  const [row] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(and(eq(users.id, clientId), isNotAdmin(users.id)));
  if (!row) throw badRequest(msg('errors:matters.clientUnknown'), 'CLIENT_UNKNOWN');
  if (firmGivesMatter && !mayHoldMatters(row))
    throw conflict(
      msg('errors:matters.clientUnconfirmed', { email: row.email }),
      'CLIENT_UNCONFIRMED',
    );
}

/**
 * Opens a matter: active, medium priority unless given, empty fields stored as null. Works inside
 * the caller's transaction too (a conversation that opens its matter).
 */
export async function createMatter(
  db: DbOrTx,
  input: CreateInput,
  // A client opening a matter with their own question is handed nothing of the firm's.
  openedBy: 'firm' | 'client' = 'firm',
): Promise<MatterWithClient> {
  await checkClient(db, input.clientId, openedBy === 'firm');
  const [row] = await db
    .insert(matters)
    .values({
      clientId: input.clientId,
      title: input.title,
      description: input.description ?? null,
      practiceArea: input.practiceArea ?? null,
      priority: input.priority ?? 'medium',
      startDate: input.startDate ?? null,
      dueDate: input.dueDate ?? null,
      opposingParty: input.opposingParty ?? null,
    })
    .returning();
  return (await findMatter(db, row!.id))!;
}

/**
 * The client's General Consultation matter, opened (active) the first time a general question needs
 * it, with `title` as its title. Two first questions at once open one: the second insert yields to
 * the unique index on the flag (waiting for the first to commit) and both read the same row.
 */
export async function generalConsultationMatter(db: DbOrTx, clientId: string, title: string) {
  // The client's own question opens it: nothing of the firm's is handed to the account.
  await checkClient(db, clientId, false);
  await db
    .insert(matters)
    .values({ clientId, title, generalConsultation: true })
    .onConflictDoNothing({ target: matters.clientId, where: sql`${matters.generalConsultation}` });
  const [row] = await db
    .select()
    .from(matters)
    .where(and(eq(matters.clientId, clientId), eq(matters.generalConsultation, true)));
  return row!;
}

/**
 * Changes the fields sent. Moving to completed sets the completion date to the firm's today;
 * moving away from completed clears it; staying completed keeps the date it had. The rule is one
 * UPDATE, so two admins changing the status at once cannot leave a stale date behind. Says whose
 * the matter was before, as the client may change.
 */
export async function updateMatter(
  db: Db,
  id: string,
  input: UpdateInput,
): Promise<MatterWithClient & { previousClientId: string }> {
  const current = await findMatter(db, id);
  if (!current) throw matterGone();
  // Only a new client is checked: the edit dialog sends the matter's client with every change,
  // and a matter an unconfirmed client already holds (their own question) stays editable.
  if (input.clientId !== undefined && input.clientId !== current.matter.clientId)
    await checkClient(db, input.clientId);
  const startDate = input.startDate === undefined ? current.matter.startDate : input.startDate;
  const dueDate = input.dueDate === undefined ? current.matter.dueDate : input.dueDate;
  if (startDate && dueDate && dueDate < startDate)
    throw badRequest(msg('validation:matter.dueBeforeStart'), 'VALIDATION_ERROR');
  const completionDate =
    input.status === undefined
      ? undefined
      : input.status === 'completed'
        ? sql`case when ${matters.status} = 'completed' then ${matters.completionDate} else ${firmToday()}::date end`
        : null;
  const [row] = await db
    .update(matters)
    .set({ ...input, completionDate, updatedAt: new Date() })
    .where(eq(matters.id, id))
    .returning({ id: matters.id });
  if (!row) throw matterGone();
  return { ...(await findMatter(db, id))!, previousClientId: current.matter.clientId };
}

/** How many matters are active, and the newest few with their client (the firm's dashboard). */
export async function matterFigures(db: DbOrTx, latest: number) {
  const [[count], rows] = await Promise.all([
    db
      .select({ active: sql<number>`count(*)::int` })
      .from(matters)
      .where(eq(matters.status, 'active')),
    db
      .select(withClient)
      .from(matters)
      .innerJoin(users, eq(users.id, matters.clientId))
      .orderBy(desc(matters.createdAt), desc(matters.id))
      .limit(latest),
  ]);
  return {
    activeMatters: Number(count?.active ?? 0),
    recentMatters: rows.map(({ matter, clientName }) => ({
      id: matter.id,
      title: matter.title,
      clientName,
      status: matter.status,
      createdAt: matter.createdAt.toISOString(),
    })),
  };
}
