import { Mail, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { firm } from '@lexbridge/shared/firm/firm';
import { deferUntilNear } from '../../../lib/defer-until-near';
import { SectionBand, SectionHeading } from '../../../components/layout/SectionHeading';
import { ContactPromise } from './ContactPromise';

// The form and its validation load as the visitor nears it, not with the top of the home page.
const ContactForm = deferUntilNear(
  'contact-form',
  () => import('./ContactForm').then((module) => module.ContactForm),
  <FormLoading />,
);

function FormLoading() {
  const { t } = useTranslation('contact');
  return (
    <p role="status" className="text-muted">
      {t('section.loadingForm')}
    </p>
  );
}

export function ContactSection() {
  const { t } = useTranslation(['contact', 'firm']);
  return (
    <SectionBand id="contact" labelledBy="contact-title" tone="white">
      <SectionHeading id="contact-title" title={t('section.title')} intro={t('section.intro')} />
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-6">
          <ContactPromise />
          <ul className="space-y-4">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
              <a
                className="font-medium break-all underline underline-offset-2"
                href={`mailto:${firm.contactEmail}`}
              >
                {firm.contactEmail}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
              <address className="not-italic">
                {t('firm:identity.street')}, {firm.address.postalCode} {t('firm:identity.city')},{' '}
                {t('firm:identity.country')}
              </address>
            </li>
          </ul>
        </div>
        <div className="relative rounded-lg border border-border bg-paper p-6 sm:p-8">
          <ContactForm />
        </div>
      </div>
    </SectionBand>
  );
}
