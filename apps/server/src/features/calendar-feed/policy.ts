import { adminAccess, publicAccess } from '../../platform/authz/access';

/** Who may do what with the firm's calendar feeds. */
export const calendarFeedPolicy = {
  /** Turn one's own feed on, get a new address, or turn it off: administrators, each their own. */
  manageOwn: adminAccess,
  /**
   * Read a feed: whoever holds its address (a calendar app has no session). The address's secret
   * is 256 random bits, and it stops working when turned off or its administrator stops being one.
   */
  read: publicAccess,
};
