import type { MessageKey, PageKey } from '../i18n/message';

/** Who may open a page: anyone, a signed-in user, or an administrator. */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

/**
 * One page of the web app. The router, the server's 200/404 decision and server rendering, the
 * sitemap, robots.txt and the admin navigation are all derived from these entries, so adding a
 * page means adding one entry here (and its page module).
 */
/** Icons of the admin navigation; the web app maps each to its drawing. */
export type AdminNavIcon =
  | 'dashboard'
  | 'analytics'
  | 'matters'
  | 'clients'
  | 'documents'
  | 'messages'
  | 'invoices'
  | 'calendar'
  | 'security'
  | 'conversations'
  | 'articles'
  | 'contact-requests'
  | 'outbox'
  | 'settings'
  | 'site';

export type AdminNavLink = { readonly label: PageKey; readonly icon: AdminNavIcon };

export type RouteEntry = {
  readonly id: string;
  /** React Router syntax, e.g. `/articles/:slug`. */
  readonly path: string;
  /** The page module under apps/web/src/features, without extension; loaded lazily. */
  readonly page: string;
  /** The module's export to render, when it is not named after the file. */
  readonly component?: string;
  /** Fixed props for the page component (one component serving several paths). */
  readonly props?: Readonly<Record<string, string>>;
  /** The shape each `:param` must have (regex source) for the server to answer 200; default any segment. */
  readonly params?: Readonly<Record<string, string>>;
  readonly access: RouteAccess;
  /** The page checks access itself and explains a refusal, instead of redirecting. */
  readonly checksAccessItself?: boolean;
  /** Listed in the sitemap (fixed paths) and never disallowed in robots.txt. */
  readonly indexable: boolean;
  /**
   * Kept out of search engines altogether: disallowed in robots.txt in every language and served
   * with `noindex` (meta robots and X-Robots-Tag), for public pages only staff need.
   */
  readonly noindex?: boolean;
  /** The server renders the page's HTML; other pages get the plain app shell. */
  readonly serverRendered: boolean;
  /** Catalog key of the page's name, as in "<title> | <firm>". */
  readonly title: MessageKey;
  /** Catalog key of the full head title when it is not "<title> | <firm>". */
  readonly headTitle?: MessageKey;
  /**
   * Catalog key of the meta description of a server-rendered page with fixed content. Texts of the
   * manifest are translated with the firm's name, city and country and the page's title as values.
   */
  readonly description?: MessageKey;
  /**
   * The page's link in the admin navigation (catalog key of its label and its icon); pages without
   * one are not listed. The navigation follows the manifest's order.
   */
  readonly adminNav?: AdminNavLink;
};

const ARTICLE_SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const UUID = '[0-9a-f-]{36}';
/** A practice area's slug (packages/shared/src/site/practice-areas.ts SITE_SLUG). */
const PRACTICE_AREA_SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** Account ids (Better Auth): letters, digits, '-' and '_'. */
const CLIENT_ID = '[A-Za-z0-9_-]{1,100}';

const publicPage = { access: 'public', indexable: false, serverRendered: false } as const;
const indexedPage = { access: 'public', indexable: true, serverRendered: true } as const;
const adminPage = { access: 'admin', indexable: false, serverRendered: false } as const;
const signedInPage = { access: 'signed-in', indexable: false, serverRendered: false } as const;

export const routeManifest: readonly RouteEntry[] = [
  {
    id: 'home',
    path: '/',
    page: 'home/pages/HomePage',
    ...indexedPage,
    title: 'pages:home.title',
    headTitle: 'pages:home.headTitle',
    description: 'pages:home.description',
  },
  {
    id: 'news',
    path: '/news',
    page: 'content/pages/NewsPage',
    ...indexedPage,
    title: 'pages:news.title',
    description: 'pages:news.description',
  },
  {
    id: 'article',
    path: '/articles/:slug',
    params: { slug: ARTICLE_SLUG },
    page: 'content/pages/ArticlePage',
    // Indexed through the published articles; the server reads each one's head from the database.
    ...indexedPage,
    title: 'pages:article.title',
  },
  {
    // Staff's sign-in help: public, but not a page for search results.
    id: 'admin-access',
    path: '/admin-access',
    page: 'auth/pages/AdminAccessPage',
    ...indexedPage,
    indexable: false,
    noindex: true,
    title: 'pages:admin-access.title',
    description: 'pages:admin-access.description',
  },
  {
    id: 'auth',
    path: '/auth',
    page: 'auth/pages/AuthPage',
    ...indexedPage,
    indexable: false,
    title: 'pages:auth.title',
    description: 'pages:auth.description',
  },
  {
    // Where the e-mailed reset link leads; its token is in the address, so never indexed.
    id: 'reset-password',
    path: '/auth/reset-password',
    page: 'auth/pages/ResetPasswordPage',
    ...publicPage,
    title: 'pages:reset-password.title',
  },
  {
    id: 'setup',
    path: '/setup',
    page: 'auth/pages/SetupPage',
    ...publicPage,
    title: 'pages:setup.title',
  },
  {
    id: 'invitation',
    path: '/invitation',
    page: 'invitations/pages/InvitationPage',
    ...publicPage,
    title: 'pages:invitation.title',
  },
  {
    id: 'booking-success',
    path: '/booking-success',
    page: 'booking/pages/BookingSuccessPage',
    ...publicPage,
    title: 'pages:booking-success.title',
  },
  {
    id: 'booking-canceled',
    path: '/booking-canceled',
    page: 'booking/pages/BookingCanceledPage',
    ...publicPage,
    title: 'pages:booking-canceled.title',
  },
  {
    id: 'booking-manage',
    path: '/booking/manage/:token',
    params: { token: '[A-Za-z0-9_.-]+' },
    page: 'booking/pages/ManageBookingPage',
    ...publicPage,
    // The link is a key to one booking: never in a search engine.
    noindex: true,
    title: 'pages:booking-manage.title',
  },
  {
    id: 'data-export',
    path: '/data-export/:token',
    params: { token: '[A-Za-z0-9_-]{43}' },
    page: 'data-requests/pages/DataExportLinkPage',
    ...publicPage,
    // The link is a key to someone's data: never in a search engine.
    noindex: true,
    title: 'pages:data-export.title',
  },
  {
    id: 'test-checkout',
    path: '/checkout/test/:sessionId',
    params: { sessionId: '[A-Za-z0-9_-]+' },
    page: 'booking/pages/TestCheckoutPage',
    ...publicPage,
    title: 'pages:test-checkout.title',
  },
  {
    id: 'client-portal',
    path: '/client-portal',
    page: 'portal/pages/ClientPortalPage',
    ...signedInPage,
    title: 'pages:client-portal.title',
  },
  {
    id: 'matters',
    path: '/matters',
    page: 'portal/pages/MattersPage',
    ...signedInPage,
    title: 'pages:matters.title',
  },
  {
    id: 'documents',
    path: '/documents',
    page: 'documents/pages/DocumentsPage',
    ...signedInPage,
    title: 'pages:documents.title',
  },
  // Every signed-in user's own account: password, two-factor, language, sessions. Linked from the portal,
  // the header and the admin layout's foot; shown in the site's frame to everyone.
  {
    id: 'account',
    path: '/account',
    page: 'account/pages/AccountPage',
    ...signedInPage,
    title: 'pages:account.title',
  },
  // Where an administrator without a second factor is sent to enrol one.
  {
    id: 'account-two-factor',
    path: '/account/two-factor',
    page: 'two-factor/pages/TwoFactorPage',
    ...signedInPage,
    title: 'pages:account-two-factor.title',
  },
  // The admin navigation lists the pages from here on in this order.
  {
    id: 'admin',
    path: '/admin',
    page: 'admin/dashboard/AdminDashboardPage',
    ...adminPage,
    title: 'pages:admin.title',
    adminNav: { label: 'pages:admin.adminNav', icon: 'dashboard' },
  },
  {
    id: 'admin-analytics',
    path: '/admin/analytics',
    page: 'analytics/admin/AnalyticsPage',
    ...adminPage,
    title: 'pages:admin-analytics.title',
    adminNav: { label: 'pages:admin-analytics.adminNav', icon: 'analytics' },
  },
  {
    id: 'admin-matters',
    path: '/admin/matters',
    page: 'admin/matters/AdminMattersPage',
    ...adminPage,
    title: 'pages:admin-matters.title',
    adminNav: { label: 'pages:admin-matters.adminNav', icon: 'matters' },
  },
  {
    id: 'admin-clients',
    path: '/admin/clients',
    page: 'clients/admin/AdminClientsPage',
    ...adminPage,
    title: 'pages:admin-clients.title',
    adminNav: { label: 'pages:admin-clients.adminNav', icon: 'clients' },
  },
  {
    id: 'admin-documents',
    path: '/admin/documents',
    page: 'documents/admin/AdminDocumentsPage',
    ...adminPage,
    title: 'pages:admin-documents.title',
    adminNav: { label: 'pages:admin-documents.adminNav', icon: 'documents' },
  },
  {
    id: 'admin-client',
    path: '/admin/clients/:id',
    params: { id: CLIENT_ID },
    page: 'admin/clients/AdminClientPage',
    ...adminPage,
    title: 'pages:admin-client.title',
  },
  // Secure messages: one page for clients and the firm (which sees every client's threads), so it
  // is a signed-in page that the admin navigation also lists, beside the public chat's center.
  {
    id: 'messages',
    path: '/messages',
    page: 'messages/pages/MessagesPage',
    ...signedInPage,
    title: 'pages:messages.title',
    adminNav: { label: 'pages:messages.adminNav', icon: 'messages' },
  },
  // A client's own invoices, to download and pay; an administrator opening it is sent to the firm's
  // invoice management below.
  {
    id: 'invoices',
    path: '/invoices',
    page: 'invoices/pages/InvoicesPage',
    ...signedInPage,
    title: 'pages:invoices.title',
  },
  {
    id: 'admin-invoices',
    path: '/admin/invoices',
    page: 'invoices/admin/AdminInvoicesPage',
    ...adminPage,
    title: 'pages:admin-invoices.title',
    adminNav: { label: 'pages:admin-invoices.adminNav', icon: 'invoices' },
  },
  {
    id: 'admin-calendar',
    path: '/admin/calendar',
    page: 'booking/admin/AdminCalendarPage',
    ...adminPage,
    title: 'pages:admin-calendar.title',
    adminNav: { label: 'pages:admin-calendar.adminNav', icon: 'calendar' },
  },
  {
    id: 'admin-availability',
    path: '/admin/availability',
    page: 'booking/admin/AdminCalendarPage',
    ...adminPage,
    title: 'pages:admin-availability.title',
  },
  {
    id: 'admin-security',
    path: '/admin/security',
    page: 'security/admin/SecurityPage',
    ...adminPage,
    title: 'pages:admin-security.title',
    adminNav: { label: 'pages:admin-security.adminNav', icon: 'security' },
  },
  {
    id: 'admin-settings',
    path: '/admin/settings',
    page: 'settings/admin/AdminSettingsPage',
    ...adminPage,
    title: 'pages:admin-settings.title',
    adminNav: { label: 'pages:admin-settings.adminNav', icon: 'settings' },
  },
  {
    // The public site's content (identity, prices, practice areas, home page), as a draft.
    id: 'admin-site',
    path: '/admin/site',
    page: 'admin/site/AdminSitePage',
    ...adminPage,
    title: 'pages:admin-site.title',
    adminNav: { label: 'pages:admin-site.adminNav', icon: 'site' },
  },
  // The public chat's conversation center, after the practice's own sections.
  {
    id: 'admin-messages',
    path: '/admin/messages',
    page: 'chat/admin/ConversationCenterPage',
    ...adminPage,
    checksAccessItself: true,
    title: 'pages:admin-messages.title',
    adminNav: { label: 'pages:admin-messages.adminNav', icon: 'conversations' },
  },
  {
    id: 'admin-chat',
    path: '/admin/chat',
    page: 'chat/admin/ConversationCenterPage',
    ...adminPage,
    checksAccessItself: true,
    title: 'pages:admin-chat.title',
  },
  {
    id: 'admin-articles',
    path: '/admin/articles',
    page: 'content/admin/AdminArticlesPage',
    ...adminPage,
    title: 'pages:admin-articles.title',
    adminNav: { label: 'pages:admin-articles.adminNav', icon: 'articles' },
  },
  {
    id: 'admin-article-new',
    path: '/admin/articles/new',
    page: 'content/admin/AdminArticleEditorPage',
    component: 'AdminNewArticlePage',
    ...adminPage,
    title: 'pages:admin-article-new.title',
  },
  {
    id: 'admin-article-edit',
    path: '/admin/articles/:id/edit',
    params: { id: UUID },
    page: 'content/admin/AdminArticleEditorPage',
    component: 'AdminEditArticlePage',
    ...adminPage,
    title: 'pages:admin-article-edit.title',
  },
  {
    id: 'admin-contact-requests',
    path: '/admin/contact-requests',
    page: 'admin/contact-requests/ContactRequestsPage',
    ...adminPage,
    title: 'pages:admin-contact-requests.title',
    adminNav: { label: 'pages:admin-contact-requests.adminNav', icon: 'contact-requests' },
  },
  {
    id: 'admin-outbox',
    path: '/admin/outbox',
    page: 'admin/outbox/OutboxPage',
    ...adminPage,
    title: 'pages:admin-outbox.title',
    adminNav: { label: 'pages:admin-outbox.adminNav', icon: 'outbox' },
  },
  // Last: any other one-segment path may be one of the firm's practice areas (its content's
  // slugs). The server answers 200 for a shown area, 301 for an area's former slug and 404 else.
  {
    id: 'practice-area',
    path: '/:practiceArea',
    params: { practiceArea: PRACTICE_AREA_SLUG },
    page: 'practice-areas/pages/PracticeAreaPage',
    ...indexedPage,
    title: 'pages:practice-area.title',
  },
];
