import { eq } from 'drizzle-orm';
import { localizePath, type Language } from '@lexbridge/shared/i18n/languages';
import { msg } from '@lexbridge/shared/i18n/message';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/deps';

type LinkDeps = Pick<ServiceDeps, 'signedLinks' | 'publicUrl'>;

/**
 * The address of a booking's manage page, in the language it was booked in (for mails): signed
 * for this one booking and this one purpose, so it needs no account and opens nothing else.
 */
export const manageUrl = (deps: LinkDeps, booking: { id: string; language: Language }) =>
  `${deps.publicUrl}${localizePath(
    `/booking/manage/${deps.signedLinks.sign('booking-manage', booking.id)}`,
    booking.language,
  )}`;

/** The booking a manage token names; a token this server did not sign is refused alike. */
export async function bookingOfToken(
  deps: Pick<ServiceDeps, 'signedLinks'>,
  db: DbOrTx,
  token: string,
  options: { forUpdate?: boolean } = {},
) {
  const id = deps.signedLinks.verify('booking-manage', token);
  if (!id) throw notFound(msg('errors:booking.manageLinkInvalid'));
  const query = db.select().from(bookings).where(eq(bookings.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  // A hold never paid has nothing to manage: it reads as a booking that is gone.
  if (!row?.confirmedAt) throw notFound(msg('errors:booking.bookingGone'));
  return row;
}
