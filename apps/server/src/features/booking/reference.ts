/**
 * The reference people quote for a booking (on the phone, in a reply): the first eight characters
 * of its id in capitals, e.g. 3F2A9C1B. Short enough to read out; the admin finds the booking by
 * its date and name, so the reference only has to tell bookings of the same days apart.
 */
export const bookingReference = (id: string) => id.replaceAll('-', '').slice(0, 8).toUpperCase();

/** A booking's length in minutes, from its stored times (its type may have changed since). */
export const bookedMinutes = (booking: { startAt: Date; endAt: Date }) =>
  Math.round((booking.endAt.getTime() - booking.startAt.getTime()) / 60_000);
