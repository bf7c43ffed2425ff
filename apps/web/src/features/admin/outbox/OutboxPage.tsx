import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { OutboxMail } from '@lexbridge/shared/schemas/contact';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useFormat } from '../../../lib/i18n/use-format';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPageHeader } from '../../../components/layout/AdminPageHeader';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useOutboxMails } from './api/get-outbox-mails';

const statusTone = {
  sent: 'success',
  stored: 'neutral',
  pending: 'warning',
  failed: 'destructive',
} as const;
const statusLabel = {
  sent: 'outbox.status.sent',
  stored: 'outbox.status.stored',
  pending: 'outbox.status.pending',
  failed: 'outbox.status.failed',
} as const;

/**
 * Why a mail is not (yet) delivered, and what happens next. The reason is the mail server's own
 * words, shown as it gave them; the attempts count picks the plural form.
 */
function deliveryNote(mail: OutboxMail, t: TFunction<'admin'>, dateTime: (iso: string) => string) {
  if (!mail.error || mail.status === 'sent') return null;
  const values = { count: mail.attempts, reason: mail.error.replace(/\.$/, '') };
  if (mail.status === 'failed') return t('outbox.gaveUp', values);
  const note = t('outbox.notDelivered', values);
  if (!mail.nextAttemptAt) return note;
  return `${note} ${t('outbox.nextAttempt', { when: dateTime(mail.nextAttemptAt) })}`;
}

function OutboxItem({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  const note = deliveryNote(mail, t, dateTime);
  return (
    <li className="rounded-lg border border-border bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={statusTone[mail.status]}>{t(statusLabel[mail.status])}</StatusBadge>
        <span className="ml-auto text-sm text-muted">{dateTime(mail.createdAt)}</span>
      </div>
      <p className="mt-2 font-semibold break-words">{mail.subject}</p>
      <p className="text-sm break-all">
        <span className="text-muted">{t('outbox.to')} </span>
        {mail.to}
      </p>
      {note && <p className="mt-1 text-sm text-destructive">{note}</p>}
      <details className="mt-2">
        <summary className="cursor-pointer rounded text-sm font-medium text-navy-800">
          {t('outbox.showText')}
        </summary>
        <pre className="mt-2 overflow-x-auto rounded-md bg-paper p-3 text-sm whitespace-pre-wrap">
          {mail.text}
        </pre>
      </details>
    </li>
  );
}

export function OutboxPage() {
  const { t } = useTranslation('admin');
  const describeError = useErrorMessage();
  useDocumentTitle(t('outbox.title'));
  const query = useOutboxMails();

  return (
    <PageShell>
      <AdminPageHeader title={t('outbox.title')} intro={t('outbox.intro')} />
      {query.isPending && <LoadingStatus />}
      {query.isError && <Alert tone="error">{describeError(query.error)}</Alert>}
      {query.data && (
        // Without delivery this page is how mail reaches anyone, so its links are shown whole;
        // with it, a link belongs to its recipient alone and is masked.
        <Alert tone={query.data.delivers ? 'info' : 'warning'} className="mb-4">
          {t(query.data.delivers ? 'outbox.linksMasked' : 'outbox.noDelivery')}
        </Alert>
      )}
      {query.data && query.data.mails.length === 0 && (
        <p className="rounded-lg border border-border bg-white p-6 text-muted">
          {t('outbox.empty')}
        </p>
      )}
      {query.data && query.data.mails.length > 0 && (
        <ul className="space-y-3">
          {query.data.mails.map((mail) => (
            <OutboxItem key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}
