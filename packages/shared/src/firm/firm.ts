/**
 * The seed firm, KC Law: what a new installation starts with, and what mails say before the
 * published site has loaded. A firm makes Lexbridge its own in the admin (its identity in Admin ->
 * Site, the invoice number prefix in Admin -> Settings), never by editing this file. The time
 * zone, the public holidays' country and the default invoice currency are still read from here.
 */
export const firm = {
  name: 'KC Law',
  legalName: 'KC Law LLC',
  /** The one address people write to: the site, every e-mail's Reply-To and its footer. */
  contactEmail: 'info@kclaw.com.cy',
  phone: '+357 22 123 456',
  emergencyPhone: '+357 99 123 456',
  address: {
    street: '1 Archbishop Makarios III Avenue',
    city: 'Nicosia',
    postalCode: '1065',
    country: 'Cyprus',
  },
  /**
   * The firm's colour (#rrggbb): the band at the top of its e-mails. White text on it must be
   * readable (WCAG AA contrast, 4.5:1); the site's navy.
   */
  brandColor: '#14213d',
  /** IANA time zone used for office hours, booking slots and every date shown to people. */
  timeZone: 'Europe/Nicosia',
  /** ISO 3166 country whose public holidays close the calendar (each can be reopened). */
  holidayCountry: 'CY',
  officeHours: 'Monday-Friday 9:00 AM - 6:00 PM',
  /** The lawyer whose name signs the firm's chat replies. */
  lawyerName: 'Konstantinos Christou',
  currency: 'EUR',
  /** Invoice numbers read '<prefix>-<year>-<sequence>', e.g. KC-2026-0001. */
  invoicePrefix: 'KC',
} as const;

export type Firm = typeof firm;
