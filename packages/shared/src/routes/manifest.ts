import { firm } from '../firm/firm';
import { practiceAreas } from '../firm/practice-areas';

/** Who may open a page: anyone, a signed-in user, or an administrator. */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

/**
 * One page of the web app. The router, the server's 200/404 decision and server rendering, the
 * sitemap, robots.txt and the admin navigation are all derived from these entries, so adding a
 * page means adding one entry here (and its page module).
 */
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
  /** The server renders the page's HTML; other pages get the plain app shell. */
  readonly serverRendered: boolean;
  /** The page's name, as in "<title> | <firm>". */
  readonly title: string;
  /** The full head title when it is not "<title> | <firm>". */
  readonly headTitle?: string;
  /** Meta description of a server-rendered page with fixed content. */
  readonly description?: string;
  /** Label of the page's link in the admin navigation; pages without one are not listed. */
  readonly adminNav?: string;
};

const city = `${firm.address.city}, ${firm.address.country}`;
const ARTICLE_SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const UUID = '[0-9a-f-]{36}';

const publicPage = { access: 'public', indexable: false, serverRendered: false } as const;
const indexedPage = { access: 'public', indexable: true, serverRendered: true } as const;
const adminPage = { access: 'admin', indexable: false, serverRendered: false } as const;

export const routeManifest: readonly RouteEntry[] = [
  {
    id: 'home',
    path: '/',
    page: 'home/HomePage',
    ...indexedPage,
    title: firm.name,
    headTitle: `${firm.name} | Lawyers in ${city}`,
    description: `${firm.name} advises businesses and families in ${firm.address.country} on corporate, real estate, estate planning, medical and data protection law.`,
  },
  ...practiceAreas.map((area): RouteEntry => ({
    id: `practice-area-${area.slug}`,
    path: `/${area.slug}`,
    page: 'practice-areas/PracticeAreaPage',
    props: { slug: area.slug },
    ...indexedPage,
    title: area.title,
    description: `${area.title} services from ${firm.name} in ${city}: advice, documents and representation.`,
  })),
  {
    id: 'news',
    path: '/news',
    page: 'content/pages/NewsPage',
    ...indexedPage,
    title: 'News & Publications',
    description: `Legal updates and publications from ${firm.name}, ${city}.`,
  },
  {
    id: 'article',
    path: '/articles/:slug',
    params: { slug: ARTICLE_SLUG },
    page: 'content/pages/ArticlePage',
    // Indexed through the published articles; the server reads each one's head from the database.
    ...indexedPage,
    title: 'News',
  },
  {
    id: 'admin-access',
    path: '/admin-access',
    page: 'auth/AdminAccessPage',
    ...indexedPage,
    title: 'Admin Access',
    description: `How the ${firm.name} team signs in to the administration area.`,
  },
  {
    id: 'auth',
    path: '/auth',
    page: 'auth/AuthPage',
    ...indexedPage,
    indexable: false,
    title: 'Sign In',
    description: `Sign in to the ${firm.name} client portal, or create an account.`,
  },
  { id: 'setup', path: '/setup', page: 'auth/SetupPage', ...publicPage, title: 'Admin Setup' },
  {
    id: 'booking-success',
    path: '/booking-success',
    page: 'booking/pages/BookingSuccessPage',
    ...publicPage,
    title: 'Booking Confirmed',
  },
  {
    id: 'booking-canceled',
    path: '/booking-canceled',
    page: 'booking/pages/BookingCanceledPage',
    ...publicPage,
    title: 'Payment Cancelled',
  },
  {
    id: 'test-checkout',
    path: '/checkout/test/:sessionId',
    params: { sessionId: '[A-Za-z0-9_-]+' },
    page: 'booking/pages/TestCheckoutPage',
    ...publicPage,
    title: 'Test Checkout',
  },
  {
    id: 'client-portal',
    path: '/client-portal',
    page: 'portal/ClientPortalPage',
    access: 'signed-in',
    indexable: false,
    serverRendered: false,
    title: 'Client Portal',
  },
  {
    id: 'admin',
    path: '/admin',
    page: 'admin/AdminDashboardPage',
    ...adminPage,
    title: 'Admin Dashboard',
  },
  // The admin navigation lists the pages below in this order.
  {
    id: 'admin-messages',
    path: '/admin/messages',
    page: 'chat/admin/ConversationCenterPage',
    ...adminPage,
    checksAccessItself: true,
    title: 'Conversation Center',
    adminNav: 'Conversations',
  },
  {
    id: 'admin-chat',
    path: '/admin/chat',
    page: 'chat/admin/ConversationCenterPage',
    ...adminPage,
    checksAccessItself: true,
    title: 'Conversation Center',
  },
  {
    id: 'admin-calendar',
    path: '/admin/calendar',
    page: 'booking/admin/AdminCalendarPage',
    ...adminPage,
    title: 'Calendar Management',
    adminNav: 'Calendar Management',
  },
  {
    id: 'admin-availability',
    path: '/admin/availability',
    page: 'booking/admin/AdminCalendarPage',
    ...adminPage,
    title: 'Calendar Management',
  },
  {
    id: 'admin-articles',
    path: '/admin/articles',
    page: 'content/admin/AdminArticlesPage',
    ...adminPage,
    title: 'Articles',
    adminNav: 'Articles',
  },
  {
    id: 'admin-article-new',
    path: '/admin/articles/new',
    page: 'content/admin/AdminArticleEditorPage',
    component: 'AdminNewArticlePage',
    ...adminPage,
    title: 'New Article',
  },
  {
    id: 'admin-article-edit',
    path: '/admin/articles/:id/edit',
    params: { id: UUID },
    page: 'content/admin/AdminArticleEditorPage',
    component: 'AdminEditArticlePage',
    ...adminPage,
    title: 'Edit Article',
  },
  {
    id: 'admin-contact-requests',
    path: '/admin/contact-requests',
    page: 'admin/contact-requests/ContactRequestsPage',
    ...adminPage,
    title: 'Contact Requests',
    adminNav: 'Contact Requests',
  },
  {
    id: 'admin-outbox',
    path: '/admin/outbox',
    page: 'admin/outbox/OutboxPage',
    ...adminPage,
    title: 'Outbox',
    adminNav: 'Outbox',
  },
];
