import { Clock, MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SiteText, useSite } from '../../site';

const tel = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;
const linkClass = 'font-medium underline underline-offset-2';

/** The firm's promise: shown beside the form and again in the confirmation. */
export function ContactPromise() {
  const { t } = useTranslation('contact');
  const site = useSite();
  if (!site) return null;
  const { officeHours, phone, emergencyPhone } = site.identity;
  const { replyPromise, emergencyLabel } = site.home.contact ?? {};
  return (
    <ul className="space-y-4">
      {replyPromise?.text && (
        <li className="flex gap-3">
          <MessageSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
          <SiteText value={replyPromise} />
        </li>
      )}
      <li className="flex gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
        <span lang={officeHours.lang}>{t('promise.officeHours', { hours: officeHours.text })}</span>
      </li>
      <li className="flex gap-3">
        <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
        <span>
          {emergencyPhone && (
            <>
              {emergencyLabel?.text ? <SiteText value={emergencyLabel} /> : t('promise.emergency')}:{' '}
              <a className={linkClass} href={tel(emergencyPhone)}>
                {emergencyPhone}
              </a>
              .{' '}
            </>
          )}
          {t('promise.office')}:{' '}
          <a className={linkClass} href={tel(phone)}>
            {phone}
          </a>
          .
        </span>
      </li>
    </ul>
  );
}
