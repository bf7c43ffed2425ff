import { firm } from '@lexbridge/shared/firm/firm';
import type { ContactRequestData } from '@lexbridge/shared/schemas/contact';
import type { MailMessage } from '../../platform/mailer/mailer';

const preferred = { call: 'Introductory call', meeting: 'Meeting at the office' } as const;

/** The e-mail that tells the firm about a new contact request. */
export function contactNotification(request: ContactRequestData, adminUrl: string): MailMessage {
  const kind = request.requestType === 'custom-quote' ? 'Custom quote request' : 'Contact request';
  return {
    to: firm.contactEmail,
    subject: `${kind} from ${request.name} (${request.practiceArea})`,
    text: [
      `A new ${kind.toLowerCase()} arrived through the website.`,
      '',
      `Name: ${request.name}`,
      `E-mail: ${request.email}`,
      `Phone: ${request.phone || 'not given'}`,
      `Practice area: ${request.practiceArea}`,
      `Prefers: ${preferred[request.preferredContact]}`,
      '',
      'Message:',
      request.message,
      '',
      `We promise a reply within 8 hours. All requests: ${adminUrl}`,
    ].join('\n'),
  };
}
