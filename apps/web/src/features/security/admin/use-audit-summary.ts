import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@lexbridge/shared/schemas/audit';
import { invoiceStatuses, invoiceStatusLabel } from '@lexbridge/shared/schemas/invoices';
import { firmSettingsFields } from '@lexbridge/shared/schemas/settings';
import { backupScheduleAuditFields } from '@lexbridge/shared/schemas/backups';

const reasons = {
  INVALID_EMAIL_OR_PASSWORD: 'details.reasons.INVALID_EMAIL_OR_PASSWORD',
  EMAIL_NOT_VERIFIED: 'details.reasons.EMAIL_NOT_VERIFIED',
} as const;
const isKnownReason = (reason: string): reason is keyof typeof reasons => reason in reasons;
const isInvoiceStatus = (status: string): status is (typeof invoiceStatuses)[number] =>
  (invoiceStatuses as readonly string[]).includes(status);

/**
 * One line of what an entry's details say, in the page's language: what a reader needs beside
 * the action and its subject (the e-mail tried and why it failed, the version, how many
 * messages went). Details an entry lacks are left out.
 */
export function useAuditSummary(): (entry: AuditEntry) => string {
  const { t } = useTranslation(['security', 'invoices']);
  return useCallback(
    ({ action, details }: AuditEntry) => {
      const text = (key: string) => {
        const value = details[key];
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      };
      const status = (key: string) => {
        const value = text(key);
        return isInvoiceStatus(value) ? t(invoiceStatusLabel(value)) : value;
      };
      const from = text('ip') && t('details.from', { ip: text('ip') });
      const parts: string[] = [];
      switch (action) {
        case 'user.sign_in':
        case 'user.password_change':
        case 'user.password_reset':
          parts.push(from);
          break;
        case 'user.session_revoke':
          parts.push(t('details.sessionFrom', { ip: text('sessionIp') || '?' }), from);
          break;
        case 'user.other_sessions_revoke':
          parts.push(t('details.sessions', { count: Number(details.count ?? 0) }), from);
          break;
        case 'user.language_change':
        case 'user.name_change':
          parts.push(`${text('from')} → ${text('to')}`, from);
          break;
        case 'user.sign_in_failed': {
          const reason = text('reason');
          parts.push(
            t('details.emailTried', { email: text('email') }),
            t(isKnownReason(reason) ? reasons[reason] : 'details.reasons.other'),
            from,
          );
          break;
        }
        case 'document.download':
          parts.push(t('details.version', { version: text('version'), matter: text('matter') }));
          break;
        case 'bank_account.reveal':
        case 'bank_account.create':
        case 'bank_account.delete':
          parts.push(text('bankName'));
          break;
        case 'bank_account.primary':
          parts.push(
            text('bankName'),
            t(details.isPrimary === true ? 'details.primaryOn' : 'details.primaryOff'),
          );
          break;
        case 'matter.legal_hold':
        case 'matter.legal_hold_release':
          parts.push(text('matter'), text('reason'));
          break;
        case 'data_export.request':
        case 'data_export.download':
        case 'erasure.request':
        case 'erasure.complete':
        case 'erasure.refuse':
          parts.push(text('client'));
          break;
        case 'booking.reschedule':
          parts.push(text('reference'), text('client'), `${text('from')} → ${text('to')}`);
          break;
        case 'booking.cancel':
          parts.push(
            text('reference'),
            text('client'),
            text('when'),
            text('refunded')
              ? t('details.refunded', { amount: text('refunded') })
              : t('details.notRefunded'),
          );
          break;
        case 'invoice.status_change':
        case 'invoice.cancel':
        case 'invoice.reopen':
          parts.push(t('details.statusChange', { from: status('from'), to: status('to') }));
          parts.push(text('client'));
          break;
        case 'invitation.send':
          parts.push(
            t(details.resent === true ? 'details.resent' : 'details.invited', {
              name: text('name'),
            }),
          );
          break;
        case 'admin_role.grant':
        case 'admin_role.revoke':
          parts.push(text('name'));
          break;
        case 'conversation.delete':
          parts.push(t('details.messages', { count: Number(details.messages ?? 0) }));
          break;
        case 'settings.update':
          // Each changed setting as 'old → new'.
          for (const field of [
            ...firmSettingsFields,
            ...Object.values(backupScheduleAuditFields),
          ]) {
            const label = t(`details.settings.${field}`);
            if (text(field)) parts.push(label + ': ' + text(field));
          }
          break;
        case 'site.restore':
          parts.push(t('details.restoredFrom', { version: text('restoredFrom') }));
          break;
        case 'retention.purge':
          parts.push(
            t('details.purged', {
              conversations: Number(details.conversations ?? 0),
              deleted: Number(details.deletedConversations ?? 0),
              messages: Number(details.chatMessages ?? 0),
              mails: Number(details.outboxMails ?? 0),
            }),
          );
          break;
      }
      return parts.filter(Boolean).join(' · ');
    },
    [t],
  );
}
