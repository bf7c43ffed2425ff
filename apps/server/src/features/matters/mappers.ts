import type { AdminMatter, ClientMatter } from '@lexbridge/shared/schemas/matters';
import type { matters } from '../../db/schema/index';
import type { PracticeAreaTitles } from './practice-areas';

export type MatterRow = typeof matters.$inferSelect;
export type MatterWithClient = { matter: MatterRow; clientName: string; clientEmail: string };

/** What the client sees: the firm's conflict notes (the opposing party) stay with the firm. */
export function toClientMatter(row: MatterRow, areaTitles: PracticeAreaTitles): ClientMatter {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    practiceArea: row.practiceArea,
    practiceAreaTitle: areaTitles(row.practiceArea),
    status: row.status,
    priority: row.priority,
    startDate: row.startDate,
    dueDate: row.dueDate,
    completionDate: row.completionDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminMatter(
  { matter, clientName, clientEmail }: MatterWithClient,
  areaTitles: PracticeAreaTitles,
): AdminMatter {
  return {
    ...toClientMatter(matter, areaTitles),
    clientId: matter.clientId,
    clientName,
    clientEmail,
    opposingParty: matter.opposingParty,
    legalHold:
      matter.legalHoldReason && matter.legalHoldBy && matter.legalHoldAt
        ? {
            reason: matter.legalHoldReason,
            by: matter.legalHoldBy,
            at: matter.legalHoldAt.toISOString(),
          }
        : null,
  };
}
