import { Mail, MapPin } from 'lucide-react';
import { contactSection } from '@lexbridge/shared/firm/contact';
import { firm } from '@lexbridge/shared/firm/firm';
import { deferUntilNear } from '../../lib/defer-until-near';
import { SectionBand, SectionHeading } from '../home/SectionHeading';
import { ContactPromise } from './ContactPromise';

// The form and its validation load as the visitor nears it, not with the top of the home page.
const ContactForm = deferUntilNear(
  'contact-form',
  () => import('./ContactForm').then((module) => module.ContactForm),
  <p role="status" className="text-muted">
    Loading the form...
  </p>,
);

export function ContactSection() {
  const { street, postalCode, city, country } = firm.address;
  return (
    <SectionBand id="contact" labelledBy="contact-title" tone="white">
      <SectionHeading
        id="contact-title"
        title={contactSection.title}
        intro={contactSection.intro}
      />
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
                {street}, {postalCode} {city}, {country}
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
