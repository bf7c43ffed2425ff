import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ArticleInput } from '@lexbridge/shared/schemas/articles';
import {
  appointments,
  articles,
  blockedDates,
  blockedTimeSlots,
  bookings,
  chatConversations,
  contactRequests,
  dataExports,
  erasureRequests,
  matters,
  messageThreads,
  sessions,
  siteAssets,
  testCheckoutSessions,
  users,
} from '../db/schema/index';
import { createAdminAccount } from '../features/auth/admin-accounts';
import { clientDisplayName } from '../features/chat/conversations';
import { recordUpload } from '../features/documents/record-upload';
import { newLinkSecret } from '../features/data-requests/link-secret';
import { createInvoice as issueInvoice, type NewInvoice } from '../features/invoices/issue';
import { noActor } from '../features/security/actor';
import { createBankAccount as storeBankAccount } from '../features/banking/service';
import { appendMessage } from '../features/messages/messages';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './app';

/**
 * Test data made in process: rows through Drizzle, sessions through Better Auth's own API. Never
 * over HTTP, so a test only goes through the routes whose behaviour it is about.
 */

export type TestUser = { id: string; email: string; cookie: string };

const PASSWORD = 'correct-horse-1';

/** `name=value` pairs of the Set-Cookie headers, ready to send back as a Cookie header. */
const cookieHeader = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/**
 * A signed-in client with a password whose address was never proven: what sign-up made without
 * SMTP before it mailed a link first, or someone else's attempt at the owner's address.
 */
export async function createUnconfirmedClient(
  t: TestApp,
  email = 'client@example.com',
): Promise<TestUser> {
  const { user } = await t.app.deps.auth.api.signUpEmail({
    body: { email, password: PASSWORD, name: clientDisplayName(email) },
  });
  // Password sign-in now needs a proven address: the session such an account kept from before is
  // made by proving it for the moment of the sign-in.
  const proven = (emailVerified: boolean) =>
    t.db.update(users).set({ emailVerified }).where(eq(users.id, user.id));
  await proven(true);
  const { headers } = await t.app.deps.auth.api.signInEmail({
    body: { email, password: PASSWORD },
    returnHeaders: true,
  });
  await proven(false);
  return { id: user.id, email, cookie: cookieHeader(headers) };
}

/** A signed-in client with a password, whose address is confirmed (the usual client). */
export async function createClient(t: TestApp, email = 'client@example.com'): Promise<TestUser> {
  const client = await createUnconfirmedClient(t, email);
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, client.id));
  return client;
}

/**
 * A signed-in administrator; with `name`, one who chose that display name (without, one made before
 * administrators had to: named after the address, their replies signed with the firm's name).
 */
export async function createAdmin(
  t: TestApp,
  email = 'partner@kclaw.test',
  name?: string,
): Promise<TestUser> {
  const { id } = await createAdminAccount(t.db, { email, password: PASSWORD, name });
  const { headers } = await t.app.deps.auth.api.signInEmail({
    body: { email, password: PASSWORD },
    returnHeaders: true,
  });
  return { id, email, cookie: cookieHeader(headers) };
}

/** Another session of an account a factory made (another browser): its cookie and session id. */
export async function signInAgain(app: FastifyInstance, email: string, rememberMe = true) {
  const { headers, response } = await app.deps.auth.api.signInEmail({
    body: { email, password: PASSWORD, rememberMe },
    returnHeaders: true,
  });
  const [row] = await app.deps.db.select().from(sessions).where(eq(sessions.token, response.token));
  return { cookie: cookieHeader(headers), sessionId: row!.id };
}

/** An anonymous quick chat and the visitor-token cookie of the browser that owns it. */
export async function createAnonymousConversation(t: TestApp, name = 'Visitor A') {
  const { visitorTokens } = t.app.deps;
  const { token, hash } = visitorTokens.issue();
  const [row] = await t.db
    .insert(chatConversations)
    .values({
      userName: name,
      userEmail: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
      visitorTokenHash: hash,
    })
    .returning();
  return { id: row!.id, cookie: `${visitorTokens.cookieName}=${token}` };
}

/** A signed-in client's conversation; returns its id. */
export async function createClientConversation(t: TestApp, client: TestUser) {
  const [row] = await t.db
    .insert(chatConversations)
    .values({
      userId: client.id,
      userName: clientDisplayName(client.email),
      userEmail: client.email,
    })
    .returning();
  return row!.id;
}

export function articleInput(overrides: Partial<ArticleInput> = {}): ArticleInput {
  return {
    title: 'New Company Law Rules',
    slug: 'new-company-law-rules',
    summary: 'What changes for Cyprus companies.',
    content: '## Overview\n\nThe rules change.\n\n- one\n- two',
    category: 'Corporate Law',
    authorName: 'Konstantinos Christou',
    tags: ['companies'],
    featured: false,
    ...overrides,
  };
}

/** An article, a draft unless `published`, with a stored publication PDF when `pdf`; its id. */
export async function createArticle(
  t: TestApp,
  overrides: Partial<ArticleInput> = {},
  options: { published?: boolean; pdf?: boolean } = {},
) {
  const published = options.published ?? false;
  const pdf = options.pdf
    ? {
        pdfStorageKey: await t.app.deps.storage.put('publications', Buffer.from('%PDF-1.4\n')),
        pdfFileName: 'publication.pdf',
        pdfSizeBytes: 9,
        pdfUploadedAt: new Date(),
      }
    : {};
  const [row] = await t.db
    .insert(articles)
    .values({
      ...articleInput(overrides),
      ...pdf,
      published,
      publishedAt: published ? new Date() : null,
    })
    .returning();
  return row!.id;
}

/** A logo uploaded for the site (a stored PNG and its row); its id. */
export async function createSiteAsset(t: TestApp) {
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  const [row] = await t.db
    .insert(siteAssets)
    .values({
      storageKey: await t.app.deps.storage.put('site-assets', png),
      mimeType: 'image/png',
      sizeBytes: png.length,
    })
    .returning({ id: siteAssets.id });
  return row!.id;
}

/** A contact request as the form stores it; returns its id. */
export async function createContactRequest(t: TestApp) {
  const [row] = await t.db
    .insert(contactRequests)
    .values({
      name: 'Maria Georgiou',
      email: 'maria@example.test',
      practiceArea: 'Corporate Law',
      preferredContact: 'call',
      requestType: 'consultation',
      message: 'Please call me.',
    })
    .returning();
  return row!.id;
}

/** A blocked date; returns its id. */
export async function createBlockedDate(t: TestApp, date: string) {
  const [row] = await t.db.insert(blockedDates).values({ date }).returning();
  return row!.id;
}

/** A blocked slot; returns its id. */
export async function createBlockedSlot(t: TestApp, date: string, startTime = '10:00') {
  const [row] = await t.db
    .insert(blockedTimeSlots)
    .values({ date, startTime, endTime: '10:30' })
    .returning();
  return row!.id;
}

let nextHold = 0;
/** An unpaid booking held for a built-in test checkout; returns the checkout's session id. */
export async function createTestCheckout(t: TestApp) {
  nextHold += 1;
  // Live bookings may not overlap: each one gets its own hour, a month or more ahead.
  const startAt = new Date(Date.now() + 30 * 86_400_000 + nextHold * 3_600_000);
  const sessionId = `test_factory_${nextHold}_${randomBytes(6).toString('hex')}`;
  const [booking] = await t.db
    .insert(bookings)
    .values({
      type: 'initial',
      typeName: { en: 'Initial Consultation', el: 'Αρχική Συμβουλευτική Συνάντηση' },
      clientName: 'Maria Georgiou',
      clientEmail: 'maria@example.test',
      startAt,
      endAt: new Date(startAt.getTime() + 30 * 60_000),
      amountCents: 5000,
      currency: 'eur',
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
      paymentProvider: 'test',
      paymentSessionId: sessionId,
    })
    .returning();
  await t.db.insert(testCheckoutSessions).values({
    id: sessionId,
    bookingId: booking!.id,
    amountCents: 5000,
    currency: 'eur',
    successUrl: `${t.config.publicUrl}/booking/success`,
    cancelUrl: `${t.config.publicUrl}/booking`,
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  return { sessionId, bookingId: booking!.id };
}

/**
 * A consultation booked and paid through the test checkout, as its confirmation leaves it; returns
 * its manage link's token and the booking's id.
 */
export async function createManagedBooking(t: TestApp) {
  const { sessionId, bookingId } = await createTestCheckout(t);
  await t.db
    .update(testCheckoutSessions)
    .set({ status: 'paid' })
    .where(eq(testCheckoutSessions.id, sessionId));
  await t.db
    .update(bookings)
    .set({ status: 'confirmed', confirmedAt: new Date() })
    .where(eq(bookings.id, bookingId));
  return { token: t.app.deps.signedLinks.sign('booking-manage', bookingId), bookingId };
}

/** A matter for `clientId` (active, medium priority unless overridden); returns its id. */
export async function createMatter(
  t: TestApp,
  clientId: string,
  overrides: Partial<typeof matters.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(matters)
    .values({ clientId, title: 'Company formation', ...overrides })
    .returning();
  return row!.id;
}

/**
 * A document on a matter, stored and recorded as an upload would be (without the route's checks:
 * for tests of lists and rules). Returns the document's id.
 */
export async function createDocument(
  t: TestApp,
  matterId: string,
  options: {
    name?: string;
    accessLevel?: 'shared' | 'firm';
    mimeType?: string;
    uploader?: { id: string | null; name: string; isAdmin: boolean };
  } = {},
) {
  const { documentId } = await recordUpload(t.db, {
    matterId,
    accessLevel: options.accessLevel ?? 'shared',
    file: {
      key: await t.app.deps.storage.put('documents', Buffer.from('%PDF-1.4 test document')),
      sizeBytes: 22,
      mimeType: options.mimeType ?? 'application/pdf',
      safeName: options.name ?? 'Contract.pdf',
    },
    uploader: options.uploader ?? { id: null, name: 'KC Law', isAdmin: true },
  });
  return documentId;
}

/**
 * An appointment on `matterId` as the firm stores it (no mail is sent), scheduled for an hour a
 * day from now unless overridden; returns its id.
 */
export async function createAppointment(
  t: TestApp,
  matterId: string,
  overrides: Partial<typeof appointments.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(appointments)
    .values({
      matterId,
      title: 'Signing',
      startsAt: new Date(Date.now() + 86_400_000),
      durationMinutes: 60,
      ...overrides,
    })
    .returning();
  return row!.id;
}

/**
 * A message thread on a matter with its messages, written as the services write them (the client
 * of the matter, or the firm as 'KC Law'); returns the thread's id.
 */
export async function createThread(
  t: TestApp,
  matterId: string,
  options: {
    title?: string;
    messages?: { from: 'client' | 'admin'; content: string; senderId?: string }[];
  } = {},
) {
  const [thread] = await t.db
    .insert(messageThreads)
    .values({ matterId, title: options.title ?? 'New Conversation' })
    .returning();
  for (const message of options.messages ?? []) {
    await appendMessage(t.db, {
      threadId: thread!.id,
      senderId: message.senderId ?? null,
      senderName: message.from === 'admin' ? 'KC Law' : 'Client',
      senderType: message.from,
      content: message.content,
    });
  }
  return thread!.id;
}

/**
 * An invoice on a matter, issued as the firm's Create Invoice does (numbered, pending, in the
 * client's language). Returns its id and number.
 */
export async function createInvoice(
  t: TestApp,
  matterId: string,
  overrides: Partial<NewInvoice> = {},
  createdBy?: string,
) {
  const deps = { db: t.db, mailer: t.app.deps.mailer, publicUrl: t.config.publicUrl };
  const admin =
    createdBy ?? (await createAdmin(t, `billing-${randomBytes(4).toString('hex')}@kclaw.test`)).id;
  const row = await issueInvoice(
    deps,
    { matterId, amountCents: 123_450, dueDate: '2026-12-31', ...overrides },
    admin,
  );
  return { id: row.invoice.id, number: row.invoice.number };
}

/** An open test-checkout session paying for the invoice (not paid yet); returns its id. */
export async function createInvoiceCheckout(t: TestApp, invoiceId: string) {
  const id = `test_invoice_${randomBytes(6).toString('hex')}`;
  await t.db.insert(testCheckoutSessions).values({
    id,
    invoiceId,
    amountCents: 123_450,
    currency: 'EUR',
    successUrl: `${t.config.publicUrl}/invoices?payment=done&session_id=${id}`,
    cancelUrl: `${t.config.publicUrl}/invoices?payment=cancelled`,
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  return id;
}

/**
 * One of the firm's bank accounts, stored (encrypted) as Add Bank Account does, with its audit
 * entry (by nobody signed in); returns its id.
 */
export async function createBankAccount(
  t: TestApp,
  overrides: Partial<Parameters<typeof storeBankAccount>[2]> = {},
) {
  const account = {
    accountName: 'Operating account',
    accountNumber: '357012345678',
    routingNumber: 'BCYPCY2N',
    bankName: 'Bank of Cyprus',
    accountType: 'business' as const,
    ...overrides,
  };
  const row = await storeBankAccount(t.db, t.app.deps.encryption!, account, noActor);
  return row.id;
}

/** A calendar feed turned on by the administrator signed in with `adminCookie`; returns its path. */
export async function createCalendarFeed(t: TestApp, adminCookie: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/calendar-feed',
    headers: { origin: t.config.publicUrl, cookie: adminCookie },
  });
  return new URL((response.json() as { url: string }).url).pathname;
}

/**
 * A copy of `userId`'s data as a finished build leaves it: a stored file and a link that works
 * once, for a day. Returns the link's token.
 */
export async function createReadyExport(t: TestApp, userId: string) {
  const { token, hash } = newLinkSecret();
  const key = await t.app.deps.storage.put('exports', Buffer.from('PK not really a zip'));
  await t.db.insert(dataExports).values({
    userId,
    status: 'ready',
    progress: 100,
    storageKey: key,
    sizeBytes: 19,
    linkHash: hash,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** An open erasure request of an account since gone (so any number can be open); its id. */
export async function createErasureRequest(t: TestApp) {
  const [row] = await t.db
    .insert(erasureRequests)
    .values({ clientName: 'Former Client', clientEmail: 'former@example.com' })
    .returning();
  return row!.id;
}
