import { Mail, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { deferUntilNear } from '../../../lib/defer-until-near';
import { SectionBand } from '../../../components/layout/SectionHeading';
import { FirmAddress, SiteText, useSite } from '../../site';
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
  const site = useSite();
  const section = site?.home.contact;
  if (!site || !section) return null;
  const { email } = site.identity;
  return (
    <SectionBand id="contact" labelledBy="contact-title" tone="white">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <SiteText
          as="h2"
          id="contact-title"
          value={section.title}
          className="text-3xl font-semibold sm:text-4xl"
        />
        <div aria-hidden="true" className="mx-auto mt-4 h-0.5 w-16 bg-brass-500" />
        {section.intro.text && (
          <SiteText as="p" value={section.intro} className="mt-4 text-lg text-muted" />
        )}
      </div>
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-6">
          <ContactPromise />
          <ul className="space-y-4">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
              <a
                className="font-medium break-all underline underline-offset-2"
                href={`mailto:${email}`}
              >
                {email}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
              <FirmAddress />
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
