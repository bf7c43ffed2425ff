import { firm } from '@lexbridge/shared/firm/firm';
import type { ContactRequestRecord } from '@lexbridge/shared/schemas/contact';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { formatDateTime } from '../../../lib/format';
import { StatusBadge } from '../StatusBadge';
import { useUpdateContactRequest } from './api/update-contact-request';

const preferred = { call: 'Introductory call', meeting: 'Meeting' } as const;

export function ContactRequestItem({ request }: { request: ContactRequestRecord }) {
  const mark = useUpdateContactRequest();
  const handled = request.handledAt !== null;
  const subject = encodeURIComponent(`Your enquiry to ${firm.name} (${request.practiceArea})`);

  return (
    <li className="rounded-lg border border-border bg-white p-4 sm:p-5">
      <article aria-label={`Request from ${request.name}`} className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-sans text-lg font-semibold">{request.name}</h2>
          <StatusBadge tone={handled ? 'success' : 'warning'}>
            {handled ? 'Handled' : 'New'}
          </StatusBadge>
          {request.requestType === 'custom-quote' && (
            <StatusBadge tone="neutral">Custom quote</StatusBadge>
          )}
          <span className="ml-auto text-sm text-muted">{formatDateTime(request.createdAt)}</span>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">E-mail</dt>
          <dd className="break-all">{request.email}</dd>
          <dt className="font-medium">Phone</dt>
          <dd>{request.phone ?? 'Not given'}</dd>
          <dt className="font-medium">Practice area</dt>
          <dd>{request.practiceArea}</dd>
          <dt className="font-medium">Prefers</dt>
          <dd>{preferred[request.preferredContact]}</dd>
        </dl>
        <p className="rounded-md bg-paper p-3 text-sm whitespace-pre-wrap">{request.message}</p>
        <div className="flex flex-wrap gap-2">
          <a
            className={buttonClasses('secondary', 'sm')}
            href={`mailto:${request.email}?subject=${subject}`}
          >
            Reply by e-mail
          </a>
          <Button
            variant="outline"
            size="sm"
            disabled={mark.isPending}
            onClick={() => mark.mutate({ id: request.id, handled: !handled })}
          >
            {handled ? 'Mark as open' : 'Mark as handled'}
          </Button>
        </div>
      </article>
    </li>
  );
}
