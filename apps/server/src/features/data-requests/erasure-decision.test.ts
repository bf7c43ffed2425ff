import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appointments,
  auditLog,
  bookings,
  chatConversations,
  contactRequests,
  documents,
  documentVersions,
  erasureRequests,
  invoices,
  matters,
  messageThreads,
  sessions,
  users,
} from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useTestApp } from '../../test/suite';
import {
  createAppointment,
  createClient,
  createClientConversation,
  createDocument,
  createInvoice,
  createMatter,
  createReadyExport,
  createThread,
  type TestUser,
} from '../../test/factories';
import { mailsTo } from '../../test/mailed-links';
import { FileMissingError } from '../../platform/storage/storage';

const t = useTestApp();
const admin = useAdmin(t);
const PASSWORD = 'correct-horse-1';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: TEST_PUBLIC_URL, cookie }, payload });

/** The client asks to be erased; answers the request's id. */
async function askedToErase(client: TestUser) {
  const asked = await call('POST', '/api/account/erasure-request', client.cookie, {
    password: PASSWORD,
  });
  expect(asked.statusCode).toBe(201);
  return asked.json<{ request: { id: string } }>().request.id;
}
const decide = (id: string, body: object) =>
  call('POST', `/api/admin/erasure-requests/${id}/decision`, admin.cookie, body);

const storedKeysOf = async (documentId: string) =>
  (
    await t.db
      .select({ key: documentVersions.storageKey })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, documentId))
  ).map((row) => row.key);

describe('erasing a client, as far as the law lets the firm', () => {
  it('is not how an administrator leaves: they cannot ask, nor be erased as a client', async () => {
    const asked = await call('POST', '/api/account/erasure-request', admin.cookie, {
      password: PASSWORD,
    });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().error.message).toMatch(/remove them from the administrators first/);
  });

  it('erases what is not kept, keeps invoices and held matters without the name, ends the sessions and tells the client', async () => {
    const client = await createClient(t, 'gina@example.com');
    const plain = await createMatter(t, client.id, { title: 'Gina’s divorce' });
    const plainDocument = await createDocument(t, plain, { name: 'Divorce.pdf' });
    const plainFiles = await storedKeysOf(plainDocument);
    await createThread(t, plain, { messages: [{ from: 'client', content: 'Private words' }] });
    await createAppointment(t, plain);
    const billed = await createMatter(t, client.id, { title: 'Gina’s house purchase' });
    await createDocument(t, billed, { name: 'Deed.pdf' });
    const invoice = await createInvoice(t, billed);
    const held = await createMatter(t, client.id, { title: 'Gina v. Bank' });
    const heldDocument = await createDocument(t, held, { name: 'Claim.pdf' });
    expect(
      (
        await call('PUT', `/api/admin/matters/${held}/legal-hold`, admin.cookie, {
          reason: 'Pending claim',
        })
      ).statusCode,
    ).toBe(200);
    await createClientConversation(t, client);
    await t.db.insert(contactRequests).values({
      name: 'Gina',
      email: 'Gina@example.com',
      practiceArea: 'family-law',
      preferredContact: 'call',
      requestType: 'consultation',
      message: 'Call me',
    });
    const now = Date.now();
    await t.db.insert(bookings).values({
      type: 'initial',
      typeName: { en: 'Initial', el: 'Αρχική' },
      clientName: 'Gina',
      clientEmail: 'gina@example.com',
      clientPhone: '+357 99 000000',
      startAt: new Date(now - 86_400_000 * 30),
      endAt: new Date(now - 86_400_000 * 30 + 1_800_000),
      amountCents: 15_000,
      currency: 'EUR',
      status: 'confirmed',
      holdExpiresAt: new Date(now),
      paymentProvider: 'test',
    });
    const copy = await createReadyExport(t, client.id);
    const [before] = await t.db.select().from(users).where(eq(users.id, client.id));
    const nameBefore = before!.name;
    const request = await askedToErase(client);

    const decided = await decide(request, { decision: 'erase' });
    expect(decided.statusCode).toBe(204);

    // Gone: the plain matter and everything in it, with its file; the chat; the contact request.
    expect(await t.db.select().from(matters).where(eq(matters.id, plain))).toEqual([]);
    expect(await t.db.select().from(documents).where(eq(documents.id, plainDocument))).toEqual([]);
    await expect(t.app.deps.storage.open(plainFiles[0]!)).rejects.toBeInstanceOf(FileMissingError);
    expect(
      await t.db.select().from(messageThreads).where(eq(messageThreads.matterId, plain)),
    ).toEqual([]);
    expect(await t.db.select().from(appointments).where(eq(appointments.matterId, plain))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(chatConversations).where(eq(chatConversations.userId, client.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(contactRequests).where(eq(contactRequests.name, 'Gina')),
    ).toEqual([]);

    // Kept: the invoice and its matter's title (the invoice names it), without its documents.
    const [billedRow] = await t.db.select().from(matters).where(eq(matters.id, billed));
    expect(billedRow!.title).toBe('Gina’s house purchase');
    expect(await t.db.select().from(invoices).where(eq(invoices.id, invoice.id))).toHaveLength(1);
    expect(await t.db.select().from(documents).where(eq(documents.matterId, billed))).toEqual([]);
    // Kept whole: the matter on hold and its document.
    const [heldRow] = await t.db.select().from(matters).where(eq(matters.id, held));
    expect(heldRow!.title).toBe('Gina v. Bank');
    expect(await t.db.select().from(documents).where(eq(documents.id, heldDocument))).toHaveLength(
      1,
    );
    // The payment stays, without her.
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.amountCents, 15_000));
    expect(booking).toMatchObject({ clientName: 'Erased client', clientPhone: null });

    // The account stays (it holds kept matters) with the name the invoices carry, but nothing
    // that reaches her, no sign-in history, and no way to sign in.
    const [account] = await t.db.select().from(users).where(eq(users.id, client.id));
    expect(account).toMatchObject({ name: nameBefore, emailVerified: false });
    expect(account!.email).toMatch(/@erased\.invalid$/);
    const signIns = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, client.id));
    expect(signIns.filter((row) => row.action === 'user.sign_in')).toEqual([]);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
      payload: { email: 'gina@example.com', password: PASSWORD },
    });
    expect(asked.statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, client.id))).toEqual([]);
    expect((await call('GET', '/api/account/sessions', client.cookie)).statusCode).toBe(401);

    const [mail] = await mailsTo(t, 'gina@example.com');
    expect(mail!.subject).toBe('Your data has been erased');
    expect(mail!.text).toContain('1 matter');
    expect(mail!.text).toContain('legal hold');
    expect(mail!.text).toContain('eight years');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'erasure.complete'));
    expect(audit).toMatchObject({
      actorId: admin.id,
      details: { request, erased: 1, keptOnHold: 1, keptForInvoices: 1 },
    });
    expect(JSON.stringify(audit!.details)).not.toContain('gina');
    expect(JSON.stringify(audit!.details)).not.toContain('Private words');
    const [row] = await t.db.select().from(erasureRequests).where(eq(erasureRequests.id, request));
    expect(row!.status).toBe('completed');

    // A copy made before stops working.
    const link = await call('GET', `/api/data-exports/${copy}`, '');
    expect(link.statusCode).toBe(404);
    expect((await decide(request, { decision: 'erase' })).statusCode).toBe(409);
  });

  it('deletes the account when nothing of it must be kept', async () => {
    const client = await createClient(t, 'hector@example.com');
    await createMatter(t, client.id);
    const request = await askedToErase(client);
    expect((await decide(request, { decision: 'erase' })).statusCode).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, client.id))).toEqual([]);
    const [row] = await t.db.select().from(erasureRequests).where(eq(erasureRequests.id, request));
    expect(row).toMatchObject({
      status: 'completed',
      userId: null,
      clientEmail: 'hector@example.com',
    });
  });

  it('refuses with a reason the client reads, and erases nothing', async () => {
    const client = await createClient(t, 'irene@example.com');
    const matter = await createMatter(t, client.id);
    const request = await askedToErase(client);
    expect((await decide(request, { decision: 'refuse' })).statusCode).toBe(400);
    const refused = await decide(request, {
      decision: 'refuse',
      reason: 'Your case is before the court.',
    });
    expect(refused.statusCode).toBe(204);
    expect(await t.db.select().from(matters).where(eq(matters.id, matter))).toHaveLength(1);
    const [mail] = await mailsTo(t, 'irene@example.com');
    expect(mail!.text).toContain('Your case is before the court.');
    expect((await call('GET', '/api/account/erasure-request', client.cookie)).json()).toMatchObject(
      { request: { status: 'refused' } },
    );
  });

  it('never erases a matter put on hold at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const client = await createClient(t, `race-${round}@example.com`);
      const matter = await createMatter(t, client.id);
      const request = await askedToErase(client);
      const [hold] = await Promise.all([
        call('PUT', `/api/admin/matters/${matter}/legal-hold`, admin.cookie, { reason: 'Claim' }),
        decide(request, { decision: 'erase' }),
      ]);
      const [kept] = await t.db.select().from(matters).where(eq(matters.id, matter));
      // Either the hold came first (the matter is kept, on hold) or the erasure did (the hold
      // finds no matter): never a hold answered as set on a matter that is gone.
      if (hold.statusCode === 200) expect(kept?.legalHoldAt).toBeTruthy();
      else expect([hold.statusCode, kept]).toEqual([404, undefined]);
    }
  });
});
