import {
  createClientConversation,
  createDocument,
  createInvoice,
  createInvoiceCheckout,
  createMatter,
  createThread,
} from './factories';
import { anotherSessionOf, clientB, t } from './route-table';

/**
 * Whose resource each route's id names. A route that takes the id of something a client owns
 * states a request for client B's own such resource, which client A must get 404 for (as if it
 * did not exist); every other route with an id says why no client owns what it names. The
 * ownership test fails for a route with a path parameter that is missing here.
 */
export type Ownership =
  { owned: () => Promise<{ url: string; payload?: unknown }> } | { notOwned: string };

const adminScope: Ownership = {
  notOwned: 'the admin scope: the firm sees every client’s, and clients get 403 first',
};
const publicKey: Ownership = { notOwned: 'public: the id in the URL is itself the key' };

type Resource = 'matter' | 'invoice' | 'thread' | 'conversation';
/**
 * Client B's resources, made once per test app by the factories. Keyed by the app, not kept in
 * one object: test files share this module, and each builds its own app and database.
 */
const made = new WeakMap<object, Partial<Record<Resource, string>>>();
const once = async (key: Resource, make: () => Promise<string>) => {
  let mine = made.get(t);
  if (!mine) made.set(t, (mine = {}));
  return (mine[key] ??= await make());
};
const bMatter = () => once('matter', () => createMatter(t, clientB.id, { title: 'B’s matter' }));
const bInvoice = async () =>
  once('invoice', async () => (await createInvoice(t, await bMatter())).id);
const bThread = async () =>
  once('thread', async () =>
    createThread(t, await bMatter(), {
      messages: [{ from: 'client', content: 'Private', senderId: clientB.id }],
    }),
  );
const bConversation = () => once('conversation', () => createClientConversation(t, clientB));
const bSession = () => anotherSessionOf(clientB);

const at = (url: string, payload?: unknown) => ({ url, ...(payload ? { payload } : {}) });

export const ownership: Record<string, Ownership> = {
  'DELETE /api/account/sessions/:id': {
    owned: async () => at(`/api/account/sessions/${await bSession()}`),
  },
  'GET /api/chat/conversations/:id': {
    owned: async () => at(`/api/chat/conversations/${await bConversation()}`),
  },
  'GET /api/chat/conversations/:id/messages': {
    owned: async () => at(`/api/chat/conversations/${await bConversation()}/messages`),
  },
  'POST /api/chat/conversations/:id/messages': {
    owned: async () =>
      at(`/api/chat/conversations/${await bConversation()}/messages`, { content: 'hi' }),
  },
  'GET /api/matters/:id': { owned: async () => at(`/api/matters/${await bMatter()}`) },
  // The matter's id in the query: client B's matter's appointments are not client A's to list.
  'GET /api/appointments': {
    owned: async () => at(`/api/appointments?matterId=${await bMatter()}`),
  },
  'POST /api/matters/:id/documents': {
    owned: async () => at(`/api/matters/${await bMatter()}/documents`, {}),
  },
  'GET /api/documents/:id/download': {
    owned: async () => at(`/api/documents/${await createDocument(t, await bMatter())}/download`),
  },
  'GET /api/invoices/:id/pdf': { owned: async () => at(`/api/invoices/${await bInvoice()}/pdf`) },
  'POST /api/invoices/:id/checkout': {
    owned: async () => at(`/api/invoices/${await bInvoice()}/checkout`),
  },
  // The checkout session's id in the body: client B's invoice's checkout.
  'POST /api/invoices/payments/confirm': {
    owned: async () =>
      at('/api/invoices/payments/confirm', {
        sessionId: await createInvoiceCheckout(t, await bInvoice()),
      }),
  },
  'GET /api/messages/threads/:id': {
    owned: async () => at(`/api/messages/threads/${await bThread()}`),
  },
  'GET /api/messages/threads/:id/messages': {
    owned: async () => at(`/api/messages/threads/${await bThread()}/messages`),
  },
  'POST /api/messages/threads/:id/messages': {
    owned: async () => at(`/api/messages/threads/${await bThread()}/messages`, { content: 'hi' }),
  },
  'POST /api/messages/threads/:id/read': {
    owned: async () => at(`/api/messages/threads/${await bThread()}/read`),
  },

  'GET /api/checkout/test/:sessionId': publicKey,
  'GET /api/bookings/manage/:token': publicKey,
  'GET /api/bookings/manage/:token/calendar': publicKey,
  'POST /api/bookings/manage/:token/reschedule': publicKey,
  'POST /api/bookings/manage/:token/cancel': publicKey,
  'POST /api/checkout/test/:sessionId/pay': publicKey,
  'POST /api/checkout/test/:sessionId/cancel': publicKey,
  'GET /api/articles/:slug': { notOwned: 'public: published articles are everyone’s' },
  'GET /api/articles/:slug/pdf': { notOwned: 'public: published articles are everyone’s' },
  'GET /api/site/assets/:id': { notOwned: 'public: the site’s logos and photos are everyone’s' },
  'GET /api/site/assets/:id/raster': {
    notOwned: 'public: the same images, drawn for mail readers',
  },

  'GET /api/admin/chat/conversations/:id/messages': adminScope,
  'POST /api/admin/chat/conversations/:id/read': adminScope,
  'POST /api/admin/chat/conversations/:id/messages': adminScope,
  'PATCH /api/admin/chat/conversations/:id': adminScope,
  'DELETE /api/admin/chat/conversations/:id': adminScope,
  'POST /api/admin/chat/conversations/:id/delete': adminScope,
  'POST /api/admin/chat/conversations/:id/restore': adminScope,
  'DELETE /api/admin/blocked-dates/:id': adminScope,
  'DELETE /api/admin/blocked-slots/:id': adminScope,
  'DELETE /api/admin/holidays/:date': adminScope,
  'GET /calendar/:file': publicKey,
  'GET /api/data-exports/:token': publicKey,
  'POST /api/data-exports/:token/download': publicKey,
  'GET /api/admin/clients/:id/data-export': adminScope,
  'POST /api/admin/clients/:id/data-export': adminScope,
  'GET /api/admin/clients/:id/erasure-requests': adminScope,
  'POST /api/admin/erasure-requests/:id/decision': adminScope,
  'PUT /api/admin/matters/:id/legal-hold': adminScope,
  'DELETE /api/admin/matters/:id/legal-hold': adminScope,
  'GET /api/bookings/manage/:token/availability': publicKey,
  'GET /api/bookings/manage/:token/slots': publicKey,
  'GET /api/admin/bookings/:id/availability': adminScope,
  'GET /api/admin/bookings/:id/slots': adminScope,
  'POST /api/admin/bookings/:id/reschedule': adminScope,
  'POST /api/admin/bookings/:id/cancel': adminScope,
  'GET /api/admin/articles/:id': adminScope,
  'PUT /api/admin/articles/:id': adminScope,
  'POST /api/admin/articles/:id/publish': adminScope,
  'POST /api/admin/articles/:id/unpublish': adminScope,
  'DELETE /api/admin/articles/:id': adminScope,
  'PUT /api/admin/articles/:id/pdf': adminScope,
  'DELETE /api/admin/articles/:id/pdf': adminScope,
  'PATCH /api/admin/contact-requests/:id': adminScope,
  'GET /api/admin/matters/:id': adminScope,
  'PATCH /api/admin/matters/:id': adminScope,
  'POST /api/admin/matters/:id/appointments': adminScope,
  'PATCH /api/admin/appointments/:id': adminScope,
  'GET /api/admin/clients/:id': adminScope,
  'POST /api/admin/clients/:id/invitation': adminScope,
  'PATCH /api/admin/invoices/:id/status': adminScope,
  'PATCH /api/admin/bank-accounts/:id': adminScope,
  'DELETE /api/admin/bank-accounts/:id': adminScope,
  'POST /api/admin/bank-accounts/:id/reveal': adminScope,
  'DELETE /api/admin/administrators/:id': adminScope,
  'GET /api/admin/documents/:id/access-log': adminScope,
  'GET /api/admin/site/versions/:id': adminScope,
  'POST /api/admin/site/versions/:id/restore': adminScope,
};
