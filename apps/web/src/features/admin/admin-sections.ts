/** The admin area's pages, as the /admin landing page lists them. Add a page here when it is built. */
export const adminSections = [
  { to: '/admin/messages', label: 'Conversations' },
  { to: '/admin/calendar', label: 'Calendar Management' },
  { to: '/admin/articles', label: 'Articles' },
  { to: '/admin/contact-requests', label: 'Contact Requests' },
  { to: '/admin/outbox', label: 'Outbox' },
] as const;
