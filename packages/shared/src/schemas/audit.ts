import { z } from '../zod';
import { msg } from '../i18n/message';
import { isCalendarDate } from './calendar-date';

/**
 * What the audit log records, each `<subject>.<verb>`. Labels are `security:actions.<action>`.
 * A failed sign-in has no actor (nobody is signed in); the e-mail tried is in its details.
 */
export const auditActions = [
  'user.sign_in',
  'user.sign_in_failed',
  'user.password_reset',
  'document.download',
  'bank_account.reveal',
  'invitation.send',
  'admin_role.grant',
  'admin_role.revoke',
  'conversation.delete',
  'settings.update',
  'retention.purge',
  'user.password_change',
  'user.session_revoke',
  'user.other_sessions_revoke',
  'user.language_change',
  'two_factor.enable',
  'two_factor.disable',
  'two_factor.backup_codes',
  'two_factor.lockout',
  'bank_account.create',
  'bank_account.delete',
  'bank_account.primary',
  'invoice.status_change',
  'invoice.cancel',
  'invoice.reopen',
  'article.delete',
  'conversation.soft_delete',
  'conversation.restore',
  'article.pdf_delete',
  'site.publish',
  'site.restore',
  'user.name_change',
  'calendar_feed.enable',
  'calendar_feed.revoke',
  'booking.reschedule',
  'booking.cancel',
  'matter.legal_hold',
  'matter.legal_hold_release',
  'data_export.request',
  'data_export.download',
  'erasure.request',
  'erasure.complete',
  'erasure.refuse',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The log is read 25 entries at a time. */
export const AUDIT_PAGE_SIZE = 25;

/**
 * GET /api/admin/audit-log. `from` and `to` are calendar days ('yyyy-MM-dd') in the firm's time
 * zone, both included. `person` is the id of the account that acted.
 */
export const auditLogQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: msg('validation:paging.page') })
      .int(msg('validation:paging.page'))
      .min(1, msg('validation:paging.page'))
      .default(1),
    person: z.string().trim().min(1).max(100, msg('validation:id.invalid')).optional(),
    action: z.enum(auditActions, { error: msg('validation:audit.action') }).optional(),
    from: z.string().refine(isCalendarDate, msg('validation:audit.date')).optional(),
    to: z.string().refine(isCalendarDate, msg('validation:audit.date')).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: msg('validation:audit.dateOrder'),
    path: ['to'],
  });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

/** What an entry is about, named as it was when the entry was written. */
export type AuditSubject = {
  type:
    'user' | 'document' | 'bank_account' | 'conversation' | 'invoice' | 'article' | 'site_version';
  id: string;
  /**
   * A document's or account's name, a person's e-mail, an invoice's number, an article's title:
   * for a reader, not a lookup.
   */
  label: string | null;
};

/** One entry; `details` is context only (never a password, token or revealed number). */
export type AuditEntry = {
  id: string;
  createdAt: string;
  /** The account that acted; null when nobody was signed in, or the account is gone. */
  actorId: string | null;
  /** Its name when the entry was written; null when nobody was signed in. */
  actorName: string | null;
  action: AuditAction;
  subject: AuditSubject | null;
  details: Record<string, string | number | boolean | null>;
};

export type AuditLogPage = {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
};

/** GET /api/admin/audit-log/people: everyone who appears in the log as the one acting, by name. */
export type AuditPerson = { id: string; name: string; email: string };
