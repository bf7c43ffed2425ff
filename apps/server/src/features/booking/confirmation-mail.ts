import { firm } from '@lexbridge/shared/firm/firm';
import type { Mailer } from '../../platform/mailer/mailer';
import { consultationType, timeZone } from './availability-service';
import { buildIcs } from './ics';
import { zonedParts } from './time';

type ConfirmedBooking = {
  id: string;
  type: 'initial' | 'extended' | 'emergency';
  clientName: string;
  clientEmail: string;
  startAt: Date;
  endAt: Date;
  amountCents: number;
  currency: string;
};

/** The client's confirmation with the appointment details and an .ics invite. */
export async function sendConfirmationMail(mailer: Mailer, booking: ConfirmedBooking) {
  const type = consultationType(booking.type);
  const { date, time } = zonedParts(booking.startAt, timeZone);
  const amount = new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: booking.currency,
  }).format(booking.amountCents / 100);
  const { street, city, country } = firm.address;
  const text = [
    `Dear ${booking.clientName},`,
    '',
    `Your ${type.title} with ${firm.name} is confirmed and paid (${amount}).`,
    '',
    `Date: ${date}`,
    `Time: ${time} (${timeZone})`,
    `Duration: ${type.durationMinutes} minutes`,
    `Where: ${street}, ${city}, ${country}`,
    '',
    'Please arrive 5 minutes early and bring any documents related to your matter.',
    'If you need to reschedule, let us know at least 24 hours in advance.',
    `Questions: ${firm.supportEmail} or ${firm.phone}.`,
    '',
    `${firm.name}`,
  ].join('\n');
  const ics = buildIcs({
    uid: `${booking.id}@lexbridge`,
    start: booking.startAt,
    end: booking.endAt,
    summary: `${type.title} - ${firm.name}`,
    description: `${type.title} (${type.durationMinutes} minutes) with ${firm.name}.`,
    location: `${street}, ${city}, ${country}`,
    organizerEmail: firm.contactEmail,
    organizerName: firm.name,
  });
  await mailer.send({
    to: booking.clientEmail,
    subject: `Your consultation on ${date} at ${time} is confirmed`,
    text,
    attachments: [
      { filename: 'consultation.ics', contentType: 'text/calendar; charset=utf-8', content: ics },
    ],
  });
}
