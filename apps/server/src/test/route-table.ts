import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifySchema } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { chatConversations, sessions, siteDraft } from '../db/schema/index';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from './app';
import {
  articleInput,
  createAdmin,
  createAnonymousConversation,
  createAppointment,
  createArticle,
  createBankAccount,
  createBlockedDate,
  createBlockedSlot,
  createCalendarFeed,
  createClient,
  createClientConversation,
  createContactRequest,
  createDocument,
  createInvoice,
  createInvoiceCheckout,
  createManagedBooking,
  createReadyExport,
  createErasureRequest,
  createMatter,
  createSiteAsset,
  createTestCheckout,
  createThread,
  type TestUser,
} from './factories';
import { openSocket } from './realtime-socket';
import { createAdminAccount } from '../features/auth/admin-accounts';

/**
 * Every route the server registers, and what each kind of caller gets from it, with a request
 * that reaches each one (a resource of the right owner, a body the route accepts). The access
 * test checks the rules; the fuzz test mutates these requests. `useRouteTable()` builds the app
 * and the resources once per test file.
 */

export const ACTORS = ['anonymous', 'visitor', 'clientA', 'clientB', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
/** ok: let through (any answer but 401, 403, 404 or a 5xx); the others are refusals. */
export type Outcome = 'ok' | 'unauthorized' | 'forbidden' | 'hidden';
export type Rule = Record<Actor, Outcome>;
export type Case = {
  /** The URL to call; a function makes a fresh resource per call (for routes that delete). */
  url: string | (() => string | Promise<string>);
  payload?: (actor: Actor) => unknown;
  rule: Rule;
};

const all = (outcome: Outcome): Rule =>
  Object.fromEntries(ACTORS.map((actor) => [actor, outcome])) as Rule;
const everyone = all('ok');
const signedIn: Rule = { ...everyone, anonymous: 'unauthorized', visitor: 'unauthorized' };
const admins: Rule = { ...signedIn, clientA: 'forbidden', clientB: 'forbidden' };
/** Client A's conversation: client A only; to anyone else it does not exist. */
const clientAOnly: Rule = {
  anonymous: 'hidden',
  visitor: 'hidden',
  clientA: 'ok',
  clientB: 'hidden',
  admin: 'hidden',
};
/** Client A's matter: client A and the firm; signed out, sign in first; to client B it does not exist. */
const clientAAndAdmins: Rule = { ...signedIn, clientB: 'hidden' };
/** The visitor's anonymous conversation: the browser holding its visitor token only. */
const visitorOnly: Rule = { ...clientAOnly, visitor: 'ok', clientA: 'hidden' };

/** The web build the app serves: made by each file's setUp and removed by its tearDown. */
let dist = '';
export let t: TestApp;
export const registered = new Set<string>();
/** Each registered route's schema (body, querystring, params), by 'METHOD /pattern'. */
export const routeSchemas = new Map<string, FastifySchema>();
export const cookies: Partial<Record<Actor, string>> = {};
export let clientA: TestUser;
export let clientB: TestUser;
export const ids = {
  clientConversation: '',
  visitorConversation: '',
  article: '',
  contact: '',
  matter: '',
  document: '',
  appointment: '',
  thread: '',
  invoice: '',
  invoiceCheckout: '',
  bankAccount: '',
  siteAsset: '',
};

let counter = 0;
const next = () => (counter += 1);
const futureDate = () => `2030-01-${String((next() % 28) + 1).padStart(2, '0')}`;

/** Builds the app and every resource the table's requests reach, for the calling test file. */
export function useRouteTable() {
  beforeAll(setUp);
  afterAll(tearDown);
}

async function setUp() {
  // Test files share modules (the server project runs without isolation): each starts afresh.
  registered.clear();
  routeSchemas.clear();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-routes-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await buildTestApp({
    webDistDir: dist,
    onRoute(route) {
      for (const method of [route.method].flat()) {
        registered.add(`${method} ${route.url}`);
        if (route.schema) routeSchemas.set(`${method} ${route.url}`, route.schema);
      }
    },
  });
  clientA = await createClient(t, 'client-a@example.com');
  clientB = await createClient(t, 'client-b@example.com');
  const visitor = await createAnonymousConversation(t, 'Visitor');
  Object.assign(cookies, {
    visitor: visitor.cookie,
    clientA: clientA.cookie,
    clientB: clientB.cookie,
    admin: (await createAdmin(t)).cookie,
  });
  ids.visitorConversation = visitor.id;
  ids.clientConversation = await createClientConversation(t, clientA);
  ids.article = await createArticle(t, { slug: 'published' }, { published: true, pdf: true });
  ids.contact = await createContactRequest(t);
  ids.matter = await createMatter(t, clientA.id);
  ids.document = await createDocument(t, ids.matter);
  ids.appointment = await createAppointment(t, ids.matter);
  ids.invoice = (await createInvoice(t, ids.matter)).id;
  ids.invoiceCheckout = await createInvoiceCheckout(t, ids.invoice);
  ids.bankAccount = await createBankAccount(t);
  ids.siteAsset = await createSiteAsset(t);
  ids.thread = await createThread(t, ids.matter, {
    messages: [{ from: 'client', content: 'Hello', senderId: clientA.id }],
  });
}

async function tearDown() {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
}

const freshConversation = async () =>
  `/api/admin/chat/conversations/${(await createAnonymousConversation(t, 'Gone')).id}`;
/** A conversation the firm has moved to the Deleted view, to restore. */
const freshDeletedConversation = async () => {
  const { id } = await createAnonymousConversation(t, 'Deleted');
  await t.db
    .update(chatConversations)
    .set({ deletedAt: new Date() })
    .where(eq(chatConversations.id, id));
  return `/api/admin/chat/conversations/${id}/restore`;
};
const freshCheckout = async () => (await createTestCheckout(t)).sessionId;
const freshManagedBooking = async () => (await createManagedBooking(t)).token;
const freshExportLink = () => createReadyExport(t, clientA.id);
const freshBookingId = async () => (await createManagedBooking(t)).bookingId;
const freshCheckoutBody = async () => ({ sessionId: await freshCheckout() });
const unique = (actor: Actor) => `${actor}-${next()}`;
/** Another signed-in session of `user`'s (another browser), by id. */
export const anotherSessionOf = async (user: TestUser) => {
  const { token } = await t.app.deps.auth.api.signInEmail({
    body: { email: user.email, password: 'correct-horse-1' },
  });
  const [row] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.token, token));
  return row!.id;
};
/** The site draft as it is now: a save or publish based on it is let through. */
const currentDraft = async () => (await t.db.select().from(siteDraft))[0]!;
const freshClientASession = async () => `/api/account/sessions/${await anotherSessionOf(clientA)}`;

export const table: Record<string, Case[]> = {
  'GET /api/health': [{ url: '/api/health', rule: everyone }],
  'GET /api/health/ready': [{ url: '/api/health/ready', rule: everyone }],
  // Off without METRICS_TOKEN (as here); with it, the token and not a role decides (metrics.test.ts).
  'GET /metrics': [{ url: '/metrics', rule: all('hidden') }],
  'GET /index.html': [{ url: '/index.html', rule: everyone }],
  'GET /sitemap.xml': [{ url: '/sitemap.xml', rule: everyone }],
  // The published site and its images are the public site itself.
  'GET /api/site': [{ url: '/api/site?language=el', rule: everyone }],
  'GET /api/site/assets/:id': [{ url: () => `/api/site/assets/${ids.siteAsset}`, rule: everyone }],
  'GET /api/site/assets/:id/raster': [
    { url: () => `/api/site/assets/${ids.siteAsset}/raster`, rule: everyone },
  ],
  'GET /robots.txt': [{ url: '/robots.txt', rule: everyone }],

  // Accounts: signing up and in is for everyone; /api/me tells a signed-in user who they are.
  'POST /api/auth/sign-up/email': [
    {
      url: '/api/auth/sign-up/email',
      payload: (actor) => ({ email: `${unique(actor)}@example.com`, password: 'correct-horse-1' }),
      rule: everyone,
    },
  ],
  'POST /api/auth/sign-in/email': [
    {
      url: '/api/auth/sign-in/email',
      payload: () => ({ email: 'client-a@example.com', password: 'correct-horse-1' }),
      rule: everyone,
    },
  ],
  'GET /api/auth/*': [
    { url: '/api/auth/get-session', rule: everyone },
    { url: '/api/auth/magic-link/verify?token=unknown&callbackURL=/auth', rule: everyone },
  ],
  'POST /api/auth/*': [
    // Better Auth endpoints the app does not use are not there; changing a password is the
    // account page's own route, which audits it and tells the owner.
    {
      url: '/api/auth/change-password',
      payload: () => ({ currentPassword: 'not-the-password', newPassword: 'a-long-password' }),
      rule: all('hidden'),
    },
    { url: '/api/auth/set-password', payload: () => ({ newPassword: 'x' }), rule: all('hidden') },
  ],
  // Asking for a mailed link is for everyone; the answer never says whether the address has an account.
  'POST /api/auth/send-verification-email': [
    {
      url: '/api/auth/send-verification-email',
      payload: (actor) => ({ email: `${unique(actor)}@example.com` }),
      rule: everyone,
    },
  ],
  'POST /api/auth/sign-in/magic-link': [
    {
      url: '/api/auth/sign-in/magic-link',
      payload: (actor) => ({ email: `${unique(actor)}@example.com` }),
      rule: everyone,
    },
  ],
  'POST /api/auth/request-password-reset': [
    {
      url: '/api/auth/request-password-reset',
      payload: (actor) => ({ email: `${unique(actor)}@example.com` }),
      rule: everyone,
    },
  ],
  // The token is the credential: anyone may try one (an unknown one is refused).
  'POST /api/auth/reset-password': [
    {
      url: '/api/auth/reset-password',
      payload: () => ({ token: 'unknown', newPassword: 'a-long-password' }),
      rule: everyone,
    },
  ],
  'GET /api/me': [{ url: '/api/me', rule: signedIn }],
  'PATCH /api/me': [{ url: '/api/me', payload: () => ({ language: 'en' }), rule: signedIn }],
  // The account page: each signed-in user's own password and sessions. Client A's session is
  // client A's alone: to anyone else it does not exist.
  'GET /api/account/sessions': [{ url: '/api/account/sessions', rule: signedIn }],
  'DELETE /api/account/sessions/:id': [
    { url: freshClientASession, rule: { ...signedIn, clientB: 'hidden', admin: 'hidden' } },
  ],
  'POST /api/account/sessions/sign-out-others': [
    { url: '/api/account/sessions/sign-out-others', rule: signedIn },
  ],
  'GET /api/account/data-export': [{ url: '/api/account/data-export', rule: signedIn }],
  'POST /api/account/data-export': [{ url: '/api/account/data-export', rule: signedIn }],
  'GET /api/account/erasure-request': [{ url: '/api/account/erasure-request', rule: signedIn }],
  'POST /api/account/erasure-request': [
    {
      url: '/api/account/erasure-request',
      payload: () => ({ password: 'not-the-password' }),
      // The firm's own people are removed from the administrators, not erased as clients.
      rule: { ...signedIn, admin: 'forbidden' },
    },
  ],
  // Public: the mailed link's secret is the key (the mail may be read on another device).
  'GET /api/data-exports/:token': [
    { url: async () => `/api/data-exports/${await freshExportLink()}`, rule: everyone },
  ],
  'POST /api/data-exports/:token/download': [
    { url: async () => `/api/data-exports/${await freshExportLink()}/download`, rule: everyone },
  ],
  'POST /api/account/password': [
    {
      url: '/api/account/password',
      payload: () => ({ currentPassword: 'not-the-password', newPassword: 'new-password-2' }),
      rule: signedIn,
    },
  ],
  // Two-factor: each signed-in user manages their own (wrong passwords here, so sessions stay);
  // the sign-in's code step lets no one through without a pending challenge.
  'GET /api/two-factor': [{ url: '/api/two-factor', rule: signedIn }],
  'POST /api/two-factor/enrol': [
    {
      url: '/api/two-factor/enrol',
      payload: () => ({ name: 'Phone', password: 'not-the-password' }),
      rule: signedIn,
    },
  ],
  'POST /api/two-factor/confirm': [
    { url: '/api/two-factor/confirm', payload: () => ({ code: '123456' }), rule: signedIn },
  ],
  'POST /api/two-factor/backup-codes': [
    {
      url: '/api/two-factor/backup-codes',
      payload: () => ({ password: 'not-the-password' }),
      rule: signedIn,
    },
  ],
  'POST /api/two-factor/disable': [
    {
      url: '/api/two-factor/disable',
      payload: () => ({ password: 'not-the-password' }),
      rule: signedIn,
    },
  ],
  'POST /api/auth/two-factor/verify-totp': [
    {
      url: '/api/auth/two-factor/verify-totp',
      payload: () => ({ code: '123456' }),
      rule: all('unauthorized'),
    },
  ],
  'POST /api/auth/two-factor/verify-backup-code': [
    {
      url: '/api/auth/two-factor/verify-backup-code',
      payload: () => ({ code: 'abcde-fghij' }),
      rule: all('unauthorized'),
    },
  ],
  // The setup link is its own key (its token). Once an administrator exists, as here, creating
  // another through it is refused to everyone.
  'GET /api/setup/status': [{ url: '/api/setup/status?token=nope', rule: everyone }],
  'POST /api/setup': [
    {
      url: '/api/setup',
      payload: (actor) => ({
        token: 'nope',
        name: 'Maria Georgiou',
        email: `${unique(actor)}@kclaw.test`,
        password: 'admin-password-1',
      }),
      rule: all('forbidden'),
    },
  ],

  // Booking is public; a checkout session's id is what lets its holder pay or cancel it.
  'GET /api/availability': [{ url: '/api/availability?month=2030-01', rule: everyone }],
  'GET /api/availability/slots': [
    { url: '/api/availability/slots?date=2030-01-07&type=initial', rule: everyone },
  ],
  'POST /api/bookings': [
    {
      url: '/api/bookings',
      payload: () => ({
        type: 'initial',
        date: futureDate(),
        time: '09:00',
        name: 'Maria Georgiou',
        email: 'maria@example.test',
      }),
      rule: everyone,
    },
  ],
  'POST /api/bookings/confirm': [
    {
      url: '/api/bookings/confirm',
      payload: freshCheckoutBody,
      rule: everyone,
    },
  ],
  'POST /api/bookings/cancel': [
    {
      url: '/api/bookings/cancel',
      payload: () => ({ bookingId: '00000000-0000-4000-8000-000000000000' }),
      rule: everyone,
    },
  ],
  // Public: the Stripe signature, not a session, authenticates it (400 without one).
  'POST /api/webhooks/stripe': [
    { url: '/api/webhooks/stripe', payload: () => ({}), rule: everyone },
  ],
  'GET /api/payments/mode': [{ url: '/api/payments/mode', rule: everyone }],
  'GET /api/bookings/policy': [{ url: '/api/bookings/policy', rule: everyone }],
  'GET /api/checkout/test/:sessionId': [
    { url: async () => `/api/checkout/test/${await freshCheckout()}`, rule: everyone },
  ],
  'GET /api/bookings/manage/:token': [
    { url: async () => `/api/bookings/manage/${await freshManagedBooking()}`, rule: everyone },
  ],
  'GET /api/bookings/manage/:token/calendar': [
    {
      url: async () => `/api/bookings/manage/${await freshManagedBooking()}/calendar`,
      rule: everyone,
    },
  ],
  'GET /api/bookings/manage/:token/availability': [
    {
      url: async () =>
        `/api/bookings/manage/${await freshManagedBooking()}/availability?month=2034-01`,
      rule: everyone,
    },
  ],
  'GET /api/bookings/manage/:token/slots': [
    {
      url: async () => `/api/bookings/manage/${await freshManagedBooking()}/slots?date=2034-01-02`,
      rule: everyone,
    },
  ],
  'POST /api/bookings/manage/:token/reschedule': [
    {
      url: async () => `/api/bookings/manage/${await freshManagedBooking()}/reschedule`,
      payload: () => ({ date: '2034-01-02', time: '10:00' }),
      rule: everyone,
    },
  ],
  'POST /api/bookings/manage/:token/cancel': [
    {
      url: async () => `/api/bookings/manage/${await freshManagedBooking()}/cancel`,
      payload: () => ({ reason: 'A conflict at work' }),
      rule: everyone,
    },
  ],
  'POST /api/checkout/test/:sessionId/pay': [
    { url: async () => `/api/checkout/test/${await freshCheckout()}/pay`, rule: everyone },
  ],
  'POST /api/checkout/test/:sessionId/cancel': [
    { url: async () => `/api/checkout/test/${await freshCheckout()}/cancel`, rule: everyone },
  ],

  'POST /api/contact-requests': [
    {
      url: '/api/contact-requests',
      payload: () => ({
        name: 'Maria Georgiou',
        email: 'maria@example.test',
        practiceArea: 'Corporate Law',
        preferredContact: 'call',
        requestType: 'consultation',
        message: 'Please call me about my company.',
      }),
      rule: everyone,
    },
  ],

  'GET /api/articles': [{ url: '/api/articles', rule: everyone }],
  'GET /api/articles/:slug': [{ url: '/api/articles/published', rule: everyone }],
  'GET /api/articles/:slug/pdf': [{ url: '/api/articles/published/pdf', rule: everyone }],

  // Pages: the app shell (or a server-rendered public page) for everyone; their data is behind
  // the API, so a signed-out caller of /admin gets the shell and then the sign-in page.
  'GET /*': [
    { url: '/', rule: everyone },
    { url: '/admin', rule: everyone },
    { url: '/client-portal', rule: everyone },
  ],
  // A form sent before its page's code ran: everyone is sent back to the page (303).
  'POST /*': [{ url: '/auth', rule: everyone }],

  // The socket needs a session or a visitor token; each topic then checks its own rule.
  'GET /api/realtime': [{ url: '/api/realtime', rule: { ...everyone, anonymous: 'unauthorized' } }],

  // Chat: anyone may start one; a conversation is its owner's alone.
  'POST /api/chat/conversations': [
    {
      url: '/api/chat/conversations',
      payload: () => ({ name: 'Ann', email: 'ann@example.com' }),
      rule: everyone,
    },
  ],
  'GET /api/chat/conversations/:id': [
    { url: () => `/api/chat/conversations/${ids.clientConversation}`, rule: clientAOnly },
    { url: () => `/api/chat/conversations/${ids.visitorConversation}`, rule: visitorOnly },
  ],
  'GET /api/chat/conversations/:id/messages': [
    {
      url: () => `/api/chat/conversations/${ids.clientConversation}/messages`,
      rule: clientAOnly,
    },
    {
      url: () => `/api/chat/conversations/${ids.visitorConversation}/messages`,
      rule: visitorOnly,
    },
  ],
  'POST /api/chat/conversations/:id/messages': [
    {
      url: () => `/api/chat/conversations/${ids.clientConversation}/messages`,
      payload: () => ({ content: 'hello' }),
      rule: clientAOnly,
    },
    {
      url: () => `/api/chat/conversations/${ids.visitorConversation}/messages`,
      payload: () => ({ content: 'hello' }),
      rule: visitorOnly,
    },
  ],

  // The admin scope: administrators only, whatever the resource.
  'GET /api/admin/chat/conversations': [{ url: '/api/admin/chat/conversations', rule: admins }],
  'GET /api/admin/chat/conversations/:id/messages': [
    {
      url: () => `/api/admin/chat/conversations/${ids.clientConversation}/messages`,
      rule: admins,
    },
  ],
  'POST /api/admin/chat/conversations/:id/read': [
    {
      url: () => `/api/admin/chat/conversations/${ids.clientConversation}/read`,
      rule: admins,
    },
  ],
  'POST /api/admin/chat/conversations/:id/messages': [
    {
      url: () => `/api/admin/chat/conversations/${ids.visitorConversation}/messages`,
      payload: () => ({ content: 'reply' }),
      rule: admins,
    },
  ],
  'PATCH /api/admin/chat/conversations/:id': [
    {
      url: () => `/api/admin/chat/conversations/${ids.clientConversation}`,
      payload: () => ({ status: 'active' }),
      rule: admins,
    },
  ],
  'DELETE /api/admin/chat/conversations/:id': [{ url: freshConversation, rule: admins }],
  'POST /api/admin/chat/conversations/:id/delete': [
    { url: async () => `${await freshConversation()}/delete`, rule: admins },
  ],
  'POST /api/admin/chat/conversations/:id/restore': [
    { url: freshDeletedConversation, rule: admins },
  ],
  'GET /api/admin/availability': [{ url: '/api/admin/availability?month=2030-01', rule: admins }],
  'GET /api/admin/availability/day': [
    { url: '/api/admin/availability/day?date=2030-01-07', rule: admins },
  ],
  'POST /api/admin/blocked-dates': [
    { url: '/api/admin/blocked-dates', payload: () => ({ date: futureDate() }), rule: admins },
  ],
  'DELETE /api/admin/blocked-dates/:id': [
    {
      url: async () =>
        `/api/admin/blocked-dates/${await createBlockedDate(t, `2031-02-${(next() % 28) + 1}`)}`,
      rule: admins,
    },
  ],
  'POST /api/admin/blocked-slots': [
    {
      url: '/api/admin/blocked-slots',
      payload: () => ({
        date: '2032-03-01',
        startTime: `${String(next() % 24).padStart(2, '0')}:00`,
      }),
      rule: admins,
    },
  ],
  'DELETE /api/admin/blocked-slots/:id': [
    {
      url: async () =>
        `/api/admin/blocked-slots/${await createBlockedSlot(t, `2033-04-${(next() % 28) + 1}`)}`,
      rule: admins,
    },
  ],
  'POST /api/admin/holidays': [
    { url: '/api/admin/holidays', payload: () => ({ date: '2031-12-25' }), rule: admins },
  ],
  'DELETE /api/admin/holidays/:date': [{ url: '/api/admin/holidays/2031-12-25', rule: admins }],
  'GET /api/admin/bookings/:id/availability': [
    {
      url: async () => `/api/admin/bookings/${await freshBookingId()}/availability?month=2034-01`,
      rule: admins,
    },
  ],
  'GET /api/admin/bookings/:id/slots': [
    {
      url: async () => `/api/admin/bookings/${await freshBookingId()}/slots?date=2034-01-02`,
      rule: admins,
    },
  ],
  'POST /api/admin/bookings/:id/reschedule': [
    {
      url: async () => `/api/admin/bookings/${await freshBookingId()}/reschedule`,
      payload: () => ({ date: '2034-01-02', time: '10:00' }),
      rule: admins,
    },
  ],
  'POST /api/admin/bookings/:id/cancel': [
    {
      url: async () => `/api/admin/bookings/${await freshBookingId()}/cancel`,
      payload: () => ({ reason: 'The lawyer is ill', refund: true }),
      rule: admins,
    },
  ],
  'GET /api/admin/calendar-feed': [{ url: '/api/admin/calendar-feed', rule: admins }],
  'POST /api/admin/calendar-feed': [{ url: '/api/admin/calendar-feed', rule: admins }],
  'DELETE /api/admin/calendar-feed': [{ url: '/api/admin/calendar-feed', rule: admins }],
  // Public: the secret in the address is the key (a calendar app has no session).
  'GET /calendar/:file': [{ url: () => createCalendarFeed(t, cookies.admin!), rule: everyone }],
  'POST /api/admin/availability/weekdays': [
    { url: '/api/admin/availability/weekdays', payload: () => ({ dayOfWeek: 6 }), rule: admins },
  ],
  'GET /api/admin/availability/defaults': [
    { url: '/api/admin/availability/defaults', rule: admins },
  ],
  'PUT /api/admin/availability/defaults': [
    {
      url: '/api/admin/availability/defaults',
      payload: () => ({ startTime: '09:00', endTime: '17:00', slotDuration: 30 }),
      rule: admins,
    },
  ],
  'GET /api/admin/articles': [{ url: '/api/admin/articles', rule: admins }],
  'GET /api/admin/articles/:id': [
    { url: () => `/api/admin/articles/${ids.article}`, rule: admins },
  ],
  'POST /api/admin/articles': [
    {
      url: '/api/admin/articles',
      payload: (actor) => articleInput({ slug: unique(actor) }),
      rule: admins,
    },
  ],
  'PUT /api/admin/articles/:id': [
    {
      url: () => `/api/admin/articles/${ids.article}`,
      payload: () => articleInput({ slug: 'published' }),
      rule: admins,
    },
  ],
  'POST /api/admin/articles/:id/publish': [
    { url: () => `/api/admin/articles/${ids.article}/publish`, rule: admins },
  ],
  'POST /api/admin/articles/:id/unpublish': [
    {
      url: async () =>
        `/api/admin/articles/${await createArticle(t, { slug: `u-${next()}` })}/unpublish`,
      rule: admins,
    },
  ],
  'DELETE /api/admin/articles/:id': [
    {
      url: async () => `/api/admin/articles/${await createArticle(t, { slug: `d-${next()}` })}`,
      rule: admins,
    },
  ],
  // A JSON body: the admin gets 400 (not a multipart upload), everyone else is refused first.
  'PUT /api/admin/articles/:id/pdf': [
    {
      url: () => `/api/admin/articles/${ids.article}/pdf`,
      payload: () => ({}),
      rule: admins,
    },
  ],
  'DELETE /api/admin/articles/:id/pdf': [
    {
      url: async () =>
        `/api/admin/articles/${await createArticle(t, { slug: `p-${next()}` }, { pdf: true })}/pdf`,
      rule: admins,
    },
  ],
  'GET /api/admin/contact-requests': [{ url: '/api/admin/contact-requests', rule: admins }],
  'PATCH /api/admin/contact-requests/:id': [
    {
      url: () => `/api/admin/contact-requests/${ids.contact}`,
      payload: () => ({ handled: true }),
      rule: admins,
    },
  ],
  'GET /api/admin/outbox': [{ url: '/api/admin/outbox', rule: admins }],

  // Matters: each client lists their own (an empty list is not a refusal); one matter is its
  // client's and the firm's. The firm manages them in the admin scope.
  'GET /api/matters': [{ url: '/api/matters', rule: signedIn }],
  'GET /api/matters/:id': [{ url: () => `/api/matters/${ids.matter}`, rule: clientAAndAdmins }],
  'GET /api/admin/matters': [{ url: '/api/admin/matters', rule: admins }],
  'GET /api/admin/matters/conflicts': [
    { url: '/api/admin/matters/conflicts?name=Smith', rule: admins },
  ],
  'GET /api/admin/matters/practice-areas': [
    { url: '/api/admin/matters/practice-areas', rule: admins },
  ],
  'GET /api/admin/matters/:id': [{ url: () => `/api/admin/matters/${ids.matter}`, rule: admins }],
  'POST /api/admin/matters': [
    {
      url: '/api/admin/matters',
      payload: () => ({ clientId: clientA.id, title: 'Lease review' }),
      rule: admins,
    },
  ],
  'PATCH /api/admin/matters/:id': [
    {
      url: () => `/api/admin/matters/${ids.matter}`,
      payload: () => ({ status: 'on_hold' }),
      rule: admins,
    },
  ],
  'PUT /api/admin/matters/:id/legal-hold': [
    {
      url: () => `/api/admin/matters/${ids.matter}/legal-hold`,
      payload: () => ({ reason: 'A claim is threatened' }),
      rule: admins,
    },
  ],
  'DELETE /api/admin/matters/:id/legal-hold': [
    { url: () => `/api/admin/matters/${ids.matter}/legal-hold`, rule: admins },
  ],
  'GET /api/admin/clients': [{ url: '/api/admin/clients', rule: admins }],

  // Appointments: each client lists their own; asking for a matter's needs the matter's rule.
  'GET /api/appointments': [
    { url: '/api/appointments?upcoming=true', rule: signedIn },
    { url: () => `/api/appointments?matterId=${ids.matter}`, rule: clientAAndAdmins },
  ],
  'GET /api/admin/appointments': [
    { url: () => `/api/admin/appointments?matterId=${ids.matter}`, rule: admins },
  ],
  'POST /api/admin/matters/:id/appointments': [
    {
      url: () => `/api/admin/matters/${ids.matter}/appointments`,
      payload: () => ({ title: 'Signing', date: futureDate(), time: '10:00', durationMinutes: 30 }),
      rule: admins,
    },
  ],
  'PATCH /api/admin/appointments/:id': [
    {
      url: () => `/api/admin/appointments/${ids.appointment}`,
      payload: () => ({ title: 'Signing again' }),
      rule: admins,
    },
  ],
  'GET /api/admin/clients/:id': [{ url: () => `/api/admin/clients/${clientA.id}`, rule: admins }],
  'GET /api/admin/clients/:id/data-export': [
    { url: () => `/api/admin/clients/${clientA.id}/data-export`, rule: admins },
  ],
  'POST /api/admin/erasure-requests/:id/decision': [
    {
      url: async () => `/api/admin/erasure-requests/${await createErasureRequest(t)}/decision`,
      payload: () => ({ decision: 'refuse', reason: 'Kept for a claim' }),
      rule: admins,
    },
  ],
  'GET /api/admin/clients/:id/erasure-requests': [
    { url: () => `/api/admin/clients/${clientA.id}/erasure-requests`, rule: admins },
  ],
  'POST /api/admin/clients/:id/data-export': [
    { url: () => `/api/admin/clients/${clientA.id}/data-export`, rule: admins },
  ],
  'POST /api/admin/clients': [
    {
      url: '/api/admin/clients',
      payload: () => ({ name: 'New Client', email: `invited-${next()}@example.com` }),
      rule: admins,
    },
  ],
  'POST /api/admin/clients/:id/invitation': [
    { url: async () => `/api/admin/clients/${await invitedClientId()}/invitation`, rule: admins },
  ],
  // Documents: each client lists their own shared ones; the firm sees all and the access log.
  'GET /api/documents': [{ url: '/api/documents', rule: signedIn }],
  'POST /api/matters/:id/documents': [
    {
      url: () => `/api/matters/${ids.matter}/documents`,
      payload: () => ({}),
      rule: clientAAndAdmins,
    },
  ],
  'GET /api/documents/:id/download': [
    { url: () => `/api/documents/${ids.document}/download`, rule: clientAAndAdmins },
  ],
  'GET /api/admin/documents': [{ url: '/api/admin/documents', rule: admins }],

  // Invoices: each client lists, downloads and pays their own; only the client pays online; the
  // firm issues them and changes their status.
  'GET /api/invoices': [{ url: '/api/invoices', rule: signedIn }],
  'GET /api/invoices/:id/pdf': [
    { url: () => `/api/invoices/${ids.invoice}/pdf`, rule: clientAAndAdmins },
  ],
  'POST /api/invoices/:id/checkout': [
    {
      url: () => `/api/invoices/${ids.invoice}/checkout`,
      rule: { ...clientAAndAdmins, admin: 'forbidden' },
    },
  ],
  'POST /api/invoices/payments/confirm': [
    {
      url: '/api/invoices/payments/confirm',
      payload: () => ({ sessionId: ids.invoiceCheckout }),
      rule: clientAAndAdmins,
    },
  ],
  'GET /api/admin/invoices': [{ url: '/api/admin/invoices', rule: admins }],
  'GET /api/admin/dashboard': [{ url: '/api/admin/dashboard', rule: admins }],
  'GET /api/admin/analytics': [{ url: '/api/admin/analytics?months=3', rule: admins }],
  'POST /api/admin/invoices': [
    {
      url: '/api/admin/invoices',
      payload: () => ({ matterId: ids.matter, amount: '150.00', dueDate: '2030-01-31' }),
      rule: admins,
    },
  ],
  'PATCH /api/admin/invoices/:id/status': [
    {
      url: () => `/api/admin/invoices/${ids.invoice}/status`,
      payload: () => ({ status: 'sent' }),
      rule: admins,
    },
  ],
  // The firm's bank accounts: administrators only; a reveal is audited.
  'GET /api/admin/bank-accounts': [{ url: '/api/admin/bank-accounts', rule: admins }],
  'POST /api/admin/bank-accounts': [
    {
      url: '/api/admin/bank-accounts',
      payload: () => ({
        accountName: 'Client account',
        accountNumber: '357000111222',
        routingNumber: 'BCYPCY2N',
        bankName: 'Bank of Cyprus',
      }),
      rule: admins,
    },
  ],
  'PATCH /api/admin/bank-accounts/:id': [
    {
      url: () => `/api/admin/bank-accounts/${ids.bankAccount}`,
      payload: () => ({ isPrimary: true }),
      rule: admins,
    },
  ],
  'DELETE /api/admin/bank-accounts/:id': [
    { url: async () => `/api/admin/bank-accounts/${await createBankAccount(t)}`, rule: admins },
  ],
  'POST /api/admin/bank-accounts/:id/reveal': [
    { url: () => `/api/admin/bank-accounts/${ids.bankAccount}/reveal`, rule: admins },
  ],
  // The firm's settings: administrators only; a change is audited.
  'GET /api/admin/settings': [{ url: '/api/admin/settings', rule: admins }],
  'PUT /api/admin/settings': [
    {
      url: '/api/admin/settings',
      payload: () => ({
        notificationEmail: null,
        bookingHoldMinutes: 30,
        cancellationCutoffHours: 24,
        refundBeforeCutoff: true,
        firstReminderHours: 24,
        secondReminderHours: 1,
        chatMailThrottleMinutes: 10,
        chatRetentionMonths: null,
        outboxRetentionMonths: null,
        invoicePrefix: 'KC',
      }),
      rule: admins,
    },
  ],
  // Admin -> Site: the draft, its preview, publishing and versions (audited), images.
  'GET /api/admin/site/draft': [{ url: '/api/admin/site/draft', rule: admins }],
  'PUT /api/admin/site/draft': [
    {
      url: '/api/admin/site/draft',
      payload: async () => {
        const draft = await currentDraft();
        return { basedOn: draft.revision, content: draft.content };
      },
      rule: admins,
    },
  ],
  'GET /api/admin/site/preview': [{ url: '/api/admin/site/preview?language=el', rule: admins }],
  'POST /api/admin/site/publish': [
    {
      url: '/api/admin/site/publish',
      payload: async () => ({ basedOn: (await currentDraft()).revision }),
      rule: admins,
    },
  ],
  'GET /api/admin/site/versions': [{ url: '/api/admin/site/versions', rule: admins }],
  'GET /api/admin/site/versions/:id': [{ url: '/api/admin/site/versions/1', rule: admins }],
  'POST /api/admin/site/versions/:id/restore': [
    {
      url: '/api/admin/site/versions/1/restore',
      payload: async () => ({ basedOn: (await currentDraft()).revision }),
      rule: admins,
    },
  ],
  // A JSON body: the admin gets 400 (not a multipart upload), everyone else is refused first.
  'POST /api/admin/site/assets': [
    { url: '/api/admin/site/assets', payload: () => ({}), rule: admins },
  ],
  // The scheduled backup, part of the settings: administrators only; a change is audited.
  'GET /api/admin/backups': [{ url: '/api/admin/backups', rule: admins }],
  'PUT /api/admin/backups/schedule': [
    {
      url: '/api/admin/backups/schedule',
      payload: () => ({
        enabled: false,
        hour: 2,
        keepLast: 14,
        destination: 'local',
        s3Prefix: 'backups/',
      }),
      rule: admins,
    },
  ],
  // The security page: the audit log and who is an administrator; administrators only.
  'GET /api/admin/audit-log': [{ url: '/api/admin/audit-log', rule: admins }],
  'GET /api/admin/audit-log/people': [{ url: '/api/admin/audit-log/people', rule: admins }],
  'GET /api/admin/administrators': [{ url: '/api/admin/administrators', rule: admins }],
  'POST /api/admin/administrators': [
    {
      url: '/api/admin/administrators',
      payload: async () => ({
        email: (await createClient(t, `grantee-${next()}@example.com`)).email,
        name: 'Andreas Pavlou',
      }),
      rule: admins,
    },
  ],
  // Each administrator's own display name, the one their replies are signed with.
  'PATCH /api/admin/administrators/me': [
    {
      url: '/api/admin/administrators/me',
      payload: () => ({ name: 'Maria Georgiou' }),
      rule: admins,
    },
  ],
  'PUT /api/admin/administrators/me/team-card': [
    {
      url: '/api/admin/administrators/me/team-card',
      payload: () => ({ teamMemberId: null }),
      rule: admins,
    },
  ],
  'DELETE /api/admin/administrators/:id': [
    {
      url: async () => {
        const email = `revoked-${next()}@kclaw.test`;
        const { id } = await createAdminAccount(t.db, { email, password: 'a-long-password' });
        return `/api/admin/administrators/${id}`;
      },
      rule: admins,
    },
  ],
  'GET /api/admin/documents/:id/access-log': [
    { url: () => `/api/admin/documents/${ids.document}/access-log`, rule: admins },
  ],

  // Secure messages: each client lists and starts their own threads (the firm starts them on a
  // matter in the admin scope); a thread is its matter's client's and the firm's.
  'GET /api/messages/threads': [{ url: '/api/messages/threads', rule: signedIn }],
  'POST /api/messages/threads': [
    {
      url: '/api/messages/threads',
      payload: () => ({ about: 'general', content: 'A general question' }),
      rule: { ...signedIn, admin: 'forbidden' },
    },
  ],
  'GET /api/messages/threads/:id': [
    { url: () => `/api/messages/threads/${ids.thread}`, rule: clientAAndAdmins },
  ],
  'GET /api/messages/threads/:id/messages': [
    { url: () => `/api/messages/threads/${ids.thread}/messages`, rule: clientAAndAdmins },
  ],
  'POST /api/messages/threads/:id/messages': [
    {
      url: () => `/api/messages/threads/${ids.thread}/messages`,
      payload: () => ({ content: 'hello' }),
      rule: clientAAndAdmins,
    },
  ],
  'POST /api/messages/threads/:id/read': [
    { url: () => `/api/messages/threads/${ids.thread}/read`, rule: clientAAndAdmins },
  ],
  'GET /api/admin/messages/threads': [{ url: '/api/admin/messages/threads', rule: admins }],
  'POST /api/admin/messages/threads': [
    {
      url: '/api/admin/messages/threads',
      payload: () => ({ matterId: ids.matter, content: 'From the firm' }),
      rule: admins,
    },
  ],
  'GET /api/admin/messages/unread-threads': [
    { url: '/api/admin/messages/unread-threads', rule: admins },
  ],

  // The invitation page, once its link has signed the client in: about their own account only.
  'GET /api/invitations/status': [{ url: '/api/invitations/status', rule: signedIn }],
  'POST /api/invitations/password': [
    {
      url: '/api/invitations/password',
      payload: () => ({ password: 'a-long-password' }),
      rule: signedIn,
    },
  ],
};

/** A client the firm has just added (and invited), through the admin API. */
async function invitedClientId() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/clients',
    headers: { origin: TEST_PUBLIC_URL, cookie: cookies.admin! },
    payload: { name: 'Invited Client', email: `invited-${next()}@example.com` },
  });
  return (response.json() as { id: string }).id;
}

/** Fastify adds a HEAD route for every GET; it answers exactly as its GET does. */
export const isAutoHead = (route: string) =>
  route.startsWith('HEAD ') && registered.has(route.replace(/^HEAD /, 'GET '));

export async function statusOf(actor: Actor, method: string, url: string, payload?: unknown) {
  const cookie = cookies[actor];
  if (url === '/api/realtime') {
    try {
      (await openSocket(t.app, cookie)).close();
      return 101;
    } catch (error) {
      return Number(/\d{3}/.exec(String(error))?.[0] ?? 0);
    }
  }
  return (await requestAs(actor, method, url, { payload })).statusCode;
}

/**
 * One request as `actor`, from the site's origin and an address of its own (so that rate limits
 * do not mix callers); `payload` is sent as JSON, or as is when a content type is given.
 */
export function requestAs(
  actor: Actor,
  method: string,
  url: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  const cookie = cookies[actor];
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { origin: TEST_PUBLIC_URL, ...(cookie ? { cookie } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    remoteAddress: `10.1.${Math.floor(next() / 250) % 250}.${counter % 250}`,
  });
}
