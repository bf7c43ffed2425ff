import { auditActions, type AuditAction } from '@lexbridge/shared/schemas/audit';
import { isCalendarDate } from '@lexbridge/shared/schemas/calendar-date';

/** The audit log's filters in the URL (with `page`). */
export const auditParams = ['person', 'action', 'from', 'to'] as const;
export type AuditParam = (typeof auditParams)[number];

/** An action from the URL when the log knows it; a stale link shows every action instead. */
export const knownAction = (value: string): AuditAction | undefined =>
  auditActions.find((action) => action === value);

/** A day from the URL when it is one ('yyyy-MM-dd'); anything else filters nothing. */
export const knownDate = (value: string): string | undefined =>
  isCalendarDate(value) ? value : undefined;
