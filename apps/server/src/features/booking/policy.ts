import { adminAccess, publicAccess } from '../../platform/authz/access';

/** Who may do what with consultations and the firm's availability. */
export const bookingPolicy = {
  /**
   * See free slots, book, confirm and cancel a booking: anyone. The booking's checkout session id
   * is what lets its holder confirm or cancel it; holds are rate-limited per address.
   */
  book: publicAccess,
  /**
   * Move or cancel a paid consultation from its manage page: whoever holds its link (signed by the
   * server for that one booking), within the firm's cancellation policy; no account needed.
   */
  manageOwn: publicAccess,
  /** The calendar, blocked dates and slots, and the default hours: administrators. */
  manage: adminAccess,
};
