import { Clock, MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { firm } from '@lexbridge/shared/firm/firm';

const tel = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** The firm's promise: shown beside the form and again in the confirmation. */
export function ContactPromise() {
  const { t } = useTranslation(['contact', 'firm']);
  return (
    <ul className="space-y-4">
      <li className="flex gap-3">
        <MessageSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
        <span>{t('promise.replyWithin')}</span>
      </li>
      <li className="flex gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
        <span>{t('promise.officeHours', { hours: t('firm:identity.officeHours') })}</span>
      </li>
      <li className="flex gap-3">
        <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
        <span>
          {t('promise.emergency')}:{' '}
          <a className="font-medium underline underline-offset-2" href={tel(firm.emergencyPhone)}>
            {firm.emergencyPhone}
          </a>
          . {t('promise.office')}:{' '}
          <a className="font-medium underline underline-offset-2" href={tel(firm.phone)}>
            {firm.phone}
          </a>
          .
        </span>
      </li>
    </ul>
  );
}
