import type { OutboxMail } from '@lexbridge/shared/schemas/contact';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPageHeader } from '../AdminPageHeader';
import { StatusBadge } from '../StatusBadge';
import { useOutboxMails } from './api/get-outbox-mails';

const statusTone = {
  sent: 'success',
  stored: 'neutral',
  pending: 'warning',
  failed: 'destructive',
} as const;
const statusLabel = {
  sent: 'Sent',
  stored: 'Stored',
  pending: 'Pending',
  failed: 'Failed',
} as const;

/** Why a mail is not (yet) delivered, and what happens next. */
function deliveryNote(mail: OutboxMail) {
  if (!mail.error || mail.status === 'sent') return null;
  const attempts = `${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}`;
  const reason = mail.error.replace(/\.$/, '');
  if (mail.status === 'failed') return `Gave up after ${attempts}: ${reason}.`;
  const next = mail.nextAttemptAt ? ` Next attempt ${formatDateTime(mail.nextAttemptAt)}.` : '';
  return `Not delivered yet (${attempts}): ${reason}.${next}`;
}

function OutboxItem({ mail }: { mail: OutboxMail }) {
  const note = deliveryNote(mail);
  return (
    <li className="rounded-lg border border-border bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={statusTone[mail.status]}>{statusLabel[mail.status]}</StatusBadge>
        <span className="ml-auto text-sm text-muted">{formatDateTime(mail.createdAt)}</span>
      </div>
      <p className="mt-2 font-semibold break-words">{mail.subject}</p>
      <p className="text-sm break-all">
        <span className="text-muted">To: </span>
        {mail.to}
      </p>
      {note && <p className="mt-1 text-sm text-destructive">{note}</p>}
      <details className="mt-2">
        <summary className="cursor-pointer rounded text-sm font-medium text-navy-800">
          Show text
        </summary>
        <pre className="mt-2 overflow-x-auto rounded-md bg-paper p-3 text-sm whitespace-pre-wrap">
          {mail.text}
        </pre>
      </details>
    </li>
  );
}

export function OutboxPage() {
  useDocumentTitle('Outbox');
  const query = useOutboxMails();

  return (
    <PageShell>
      <AdminPageHeader
        title="Outbox"
        intro="Every e-mail the site sends, newest first: sent, pending (queued or waiting to retry), failed after its last retry, or only stored when no mail server (SMTP_URL) is configured."
      />
      {query.isPending && <p role="status">Loading...</p>}
      {query.isError && <Alert tone="error">{errorMessage(query.error)}</Alert>}
      {query.data && query.data.mails.length === 0 && (
        <p className="rounded-lg border border-border bg-white p-6 text-muted">No e-mail yet.</p>
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
