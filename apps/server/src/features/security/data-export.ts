import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** The sign-in history kept of an account: each sign-in, when and from which address. */
export async function signInsForExport(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectType, 'user'),
        eq(auditLog.subjectId, userId),
        eq(auditLog.action, 'user.sign_in'),
      ),
    )
    .orderBy(asc(auditLog.createdAt));
  return rows.map((row) => ({
    at: row.createdAt.toISOString(),
    ip: typeof row.details?.ip === 'string' ? row.details.ip : null,
  }));
}
