import type { Language } from '@lexbridge/shared/i18n/languages';
import { formatterFor } from '../../platform/i18n/format';
import { translator } from '../../platform/i18n/translator';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../platform/deps';
import { getFirmSettings } from '../settings';
import { policyOf } from './manage-policy';
import { manageUrl } from './manage-link';
import { localText } from '@lexbridge/shared/site/localize';
import type { LocalizedText } from '@lexbridge/shared/site/text';
import { consultationInvite } from './consultation-invite';
import { consultationLines } from './mail-lines';

type ConfirmedBooking = {
  id: string;
  /** The consultation's name as it was when booked. */
  typeName: LocalizedText;
  clientName: string;
  clientEmail: string;
  startAt: Date;
  endAt: Date;
  amountCents: number;
  currency: string;
  /** The language the visitor booked in: the e-mail and its invite are written in it. */
  language: Language;
  /** The cancellation policy kept on the booking (null on older rows). */
  cutoffHours: number | null;
  refundBeforeCutoff: boolean | null;
};

/**
 * The client's confirmation with the consultation's details, its manage link (move or cancel
 * until the firm's cut-off) and an .ics invite, signed with the firm's published name, address,
 * phone and contact address.
 */
export async function sendConfirmationMail(
  deps: Pick<ServiceDeps, 'mailer' | 'publicUrl' | 'signedLinks'>,
  booking: ConfirmedBooking,
  /** The confirmation's transaction: the mail exists only if the booking is confirmed. */
  tx: DbOrTx,
) {
  const { mailer } = deps;
  const { cancellationCutoffHours: hours } = policyOf(booking, await getFirmSettings(tx));
  const t = translator(booking.language);
  const format = formatterFor(booking.language);
  const title = localText(booking.typeName, booking.language).text;
  const date = format.date(booking.startAt);
  const time = format.time(booking.startAt);
  // The firm as its published site names it now, in the mail's language.
  const firm = mailer.branding(booking.language);
  const where = firm.address;
  const text = [
    t('emails:booking.greeting', { name: booking.clientName }),
    '',
    t('emails:booking.confirmed', {
      type: title,
      firm: firm.name,
      amount: format.money(booking.amountCents, booking.currency),
    }),
    '',
    ...consultationLines(booking, booking.language, where),
    '',
    t('emails:booking.arrive'),
    t('emails:booking.manage', { hours, url: manageUrl(deps, booking) }),
    t('emails:booking.questions', { email: firm.contactEmail, phone: firm.phone }),
    '',
    firm.name,
  ].join('\n');
  await mailer.send(
    {
      to: booking.clientEmail,
      language: booking.language,
      subject: t('emails:booking.subject', { date, time }),
      text,
      attachments: [consultationInvite(mailer, booking, 'PUBLISH')],
    },
    { tx },
  );
}
