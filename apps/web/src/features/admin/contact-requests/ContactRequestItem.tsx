import { useTranslation } from 'react-i18next';
import { useFirm } from '../../site';
import type { ContactRequestRecord } from '@lexbridge/shared/schemas/contact';
import { localText } from '@lexbridge/shared/site/localize';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useUpdateContactRequest } from './api/update-contact-request';

const preferred = {
  call: 'contactRequests.preferred.call',
  meeting: 'contactRequests.preferred.meeting',
} as const;

export function ContactRequestItem({ request }: { request: ContactRequestRecord }) {
  const { t } = useTranslation('admin');
  const firm = useFirm();
  const format = useFormat();
  const mark = useUpdateContactRequest();
  const handled = request.handledAt !== null;
  // The area as the site titles it (the request stores its id).
  const area = localText(request.practiceAreaTitle, useLanguage()).text;
  const subject = encodeURIComponent(t('contactRequests.replySubject', { firm: firm.name, area }));

  return (
    <li className="rounded-lg border border-border bg-white p-4 sm:p-5">
      <article
        aria-label={t('contactRequests.requestFrom', { name: request.name })}
        className="space-y-3"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-sans text-lg font-semibold">{request.name}</h2>
          <StatusBadge tone={handled ? 'success' : 'warning'}>
            {t(handled ? 'contactRequests.handled' : 'contactRequests.new')}
          </StatusBadge>
          {request.requestType === 'custom-quote' && (
            <StatusBadge tone="neutral">{t('contactRequests.customQuote')}</StatusBadge>
          )}
          <span className="ml-auto text-sm text-muted">{format.dateTime(request.createdAt)}</span>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t('contactRequests.email')}</dt>
          <dd className="break-all">{request.email}</dd>
          <dt className="font-medium">{t('contactRequests.phone')}</dt>
          <dd>{request.phone ?? t('contactRequests.notGiven')}</dd>
          <dt className="font-medium">{t('contactRequests.practiceArea')}</dt>
          <dd>{area}</dd>
          <dt className="font-medium">{t('contactRequests.prefers')}</dt>
          <dd>{t(preferred[request.preferredContact])}</dd>
        </dl>
        <p className="rounded-md bg-paper p-3 text-sm whitespace-pre-wrap">{request.message}</p>
        <div className="flex flex-wrap gap-2">
          <a
            className={buttonClasses('secondary', 'sm')}
            href={`mailto:${request.email}?subject=${subject}`}
          >
            {t('contactRequests.reply')}
          </a>
          <Button
            variant="outline"
            size="sm"
            disabled={mark.isPending}
            onClick={() => mark.mutate({ id: request.id, handled: !handled })}
          >
            {t(handled ? 'contactRequests.markOpen' : 'contactRequests.markHandled')}
          </Button>
        </div>
      </article>
    </li>
  );
}
