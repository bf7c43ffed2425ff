/**
 * The catalogs' namespaces, one per feature (plus the firm's content, the pages' titles, validation
 * messages, server errors and e-mails). Each language has one JSON file per namespace under
 * `locales/<language>/`; a page loads only the namespaces it uses.
 */
export const namespaces = [
  'common',
  'validation',
  'errors',
  'emails',
  'pages',
  'home',
  'firm',
  'practiceAreas',
  'auth',
  'booking',
  'chat',
  'contact',
  'content',
  'admin',
  'portal',
  'matters',
  'appointments',
  'clients',
  'invitations',
  'documents',
  'messages',
  'invoices',
  'banking',
  'settings',
  'siteEditor',
  'analytics',
  'security',
  'account',
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace = 'common' satisfies Namespace;
