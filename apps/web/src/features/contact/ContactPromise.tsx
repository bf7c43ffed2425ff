import { Clock, MessageSquare, Phone } from 'lucide-react';
import { contactPromise } from '@lexbridge/shared/firm/contact';
import { firm } from '@lexbridge/shared/firm/firm';

const tel = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** The firm's promise: shown beside the form and again in the confirmation. */
export function ContactPromise() {
  return (
    <ul className="space-y-4">
      <li className="flex gap-3">
        <MessageSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
        <span>{contactPromise.replyWithin}</span>
      </li>
      <li className="flex gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
        <span>{contactPromise.officeHours}</span>
      </li>
      <li className="flex gap-3">
        <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
        <span>
          {contactPromise.emergency}:{' '}
          <a className="font-medium underline underline-offset-2" href={tel(firm.emergencyPhone)}>
            {firm.emergencyPhone}
          </a>
          . Office:{' '}
          <a className="font-medium underline underline-offset-2" href={tel(firm.phone)}>
            {firm.phone}
          </a>
          .
        </span>
      </li>
    </ul>
  );
}
