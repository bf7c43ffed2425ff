import { TZDate } from '@date-fns/tz';
import { and, desc, eq, exists, gte, lt, sql, type SQL } from 'drizzle-orm';
import { firm } from '@lexbridge/shared/firm/firm';
import {
  AUDIT_PAGE_SIZE,
  type AuditLogPage,
  type AuditPerson,
  type auditLogQuerySchema,
} from '@lexbridge/shared/schemas/audit';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { addDaysTo } from '../../platform/calendar/time';
import { toAuditEntry } from './mappers';

type Query = z.output<typeof auditLogQuerySchema>;

/**
 * The instant a calendar day starts in the firm's time zone. The filter's days are the firm's,
 * as every date the admin pages show is, so 'to 4 March' includes 23:30 in Nicosia that day.
 */
function firmDayStart(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(new TZDate(year!, month! - 1, day!, 0, 0, firm.timeZone).getTime());
}

function conditions(query: Query): SQL | undefined {
  return and(
    query.person ? eq(auditLog.actorId, query.person) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    // Both days included: from the start of `from` to the start of the day after `to`.
    query.from ? gte(auditLog.createdAt, firmDayStart(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, firmDayStart(addDaysTo(query.to, 1))) : undefined,
  );
}

/** One page of the audit log, newest first, with how many entries match the filters in all. */
export async function listAuditLog(db: DbOrTx, query: Query): Promise<AuditLogPage> {
  const where = conditions(query);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return {
    entries: rows.map(toAuditEntry),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    total: Number(count?.total ?? 0),
  };
}

/**
 * The accounts that appear in the log as the one acting, by name: the person filter's choices.
 * One index probe per account (audit_log_actor_created_idx), not a scan of the whole log.
 */
export async function auditPeople(db: DbOrTx): Promise<AuditPerson[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(auditLog)
          .where(eq(auditLog.actorId, users.id)),
      ),
    )
    .orderBy(users.name, users.email);
}
