import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { firm } from '@lexbridge/shared/firm/firm';
import type { FirmSettings } from '@lexbridge/shared/schemas/settings';
import { bookings, chatConversations, emailOutbox } from '../../db/schema/index';
import { adminSettingsHttp } from '../../test/admin-http';
import { useAdmin, useTestApp } from '../../test/suite';
import { bookSlot, futureMonday } from '../../test/booking-http';
import { json, startQuickChat } from '../../test/chat-http';
import { createClient, createInvoice, createMatter } from '../../test/factories';

const defaults = {
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
};

describe("the firm's settings", () => {
  const t = useTestApp();
  const admin = useAdmin(t);

  const http = adminSettingsHttp(t, admin, {
    read: '/api/admin/settings',
    save: '/api/admin/settings',
  });
  const read = () => http.read<FirmSettings>();
  const { save, audits } = http;

  it('starts with the values the app used before they could be changed', async () => {
    expect(await read()).toMatchObject(defaults);
  });

  it('refuses values out of bounds, naming each refused field, and saves nothing', async () => {
    const before = await read();
    const response = await save({
      notificationEmail: 'not an address',
      bookingHoldMinutes: 29,
      cancellationCutoffHours: 169,
      refundBeforeCutoff: 'yes',
      firstReminderHours: 169,
      secondReminderHours: 0,
      chatMailThrottleMinutes: 1441,
      chatRetentionMonths: 0,
      outboxRetentionMonths: 2.5,
      invoicePrefix: 'K-C',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual({
      notificationEmail:
        "Enter a valid e-mail address, or leave the field empty to use the firm's contact address.",
      bookingHoldMinutes: 'Enter a whole number of minutes from 30 to 60.',
      cancellationCutoffHours: 'Enter a whole number of hours from 0 to 168.',
      refundBeforeCutoff: 'Choose whether a cancellation before the cut-off is refunded.',
      firstReminderHours:
        'Enter a whole number of hours from 1 to 168, or leave the field empty to send no such reminder.',
      secondReminderHours:
        'Enter a whole number of hours from 1 to 168, or leave the field empty to send no such reminder.',
      chatMailThrottleMinutes: 'Enter a whole number of minutes from 1 to 1,440.',
      chatRetentionMonths:
        'Enter a whole number of months from 1 to 120, or leave the field empty to keep them forever.',
      outboxRetentionMonths:
        'Enter a whole number of months from 1 to 120, or leave the field empty to keep them forever.',
      invoicePrefix: 'Enter 1 to 10 capital Latin letters or digits, such as KC.',
    });
    const greek = await save({ ...defaults, bookingHoldMinutes: 61 }, 'el');
    expect(greek.json().error.fields).toEqual({
      bookingHoldMinutes: 'Εισαγάγετε ακέραιο αριθμό λεπτών από 30 έως 60.',
    });
    // Every value is required: a missing one is not silently reset.
    const missing = await save({ bookingHoldMinutes: 40 });
    expect(Object.keys(missing.json().error.fields).sort()).toEqual([
      'cancellationCutoffHours',
      'chatMailThrottleMinutes',
      'chatRetentionMonths',
      'firstReminderHours',
      'invoicePrefix',
      'notificationEmail',
      'outboxRetentionMonths',
      'refundBeforeCutoff',
      'secondReminderHours',
    ]);
    expect(await read()).toEqual(before);
    expect(await audits()).toHaveLength(0);
  });

  it('saves valid values at the bounds, typed as text too, and audits each change old -> new', async () => {
    const response = await save({
      notificationEmail: '  Desk@KCLaw.test ',
      bookingHoldMinutes: '60',
      cancellationCutoffHours: '168',
      refundBeforeCutoff: false,
      firstReminderHours: '168',
      secondReminderHours: '',
      chatMailThrottleMinutes: 1440,
      chatRetentionMonths: 120,
      outboxRetentionMonths: '',
      invoicePrefix: 'KC',
    });
    expect(response.statusCode).toBe(200);
    const saved = {
      notificationEmail: 'desk@kclaw.test',
      bookingHoldMinutes: 60,
      cancellationCutoffHours: 168,
      refundBeforeCutoff: false,
      firstReminderHours: 168,
      secondReminderHours: null,
      chatMailThrottleMinutes: 1440,
      chatRetentionMonths: 120,
      outboxRetentionMonths: null,
      invoicePrefix: 'KC',
    };
    expect(response.json()).toMatchObject(saved);
    expect(await read()).toMatchObject(saved);

    const [entry] = await audits();
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'settings.update',
    });
    const changes = {
      notificationEmail: '– → desk@kclaw.test',
      bookingHoldMinutes: '30 → 60',
      cancellationCutoffHours: '24 → 168',
      refundBeforeCutoff: 'true → false',
      firstReminderHours: '24 → 168',
      secondReminderHours: '1 → –',
      chatMailThrottleMinutes: '10 → 1440',
      chatRetentionMonths: '– → 120',
    };
    expect(entry!.details).toEqual(changes);
    // The security page reads it back, its action among those it can filter by.
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=settings.update',
      headers: { cookie: admin.cookie },
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().entries).toMatchObject([{ action: 'settings.update', details: changes }]);

    // Saving the same values again changes nothing and is not an event.
    expect((await save(saved)).statusCode).toBe(200);
    expect(await audits()).toHaveLength(1);
    expect((await save({ ...saved, notificationEmail: '' })).json().notificationEmail).toBeNull();
    const last = (await audits()).at(-1)!;
    expect(last.details).toEqual({ notificationEmail: 'desk@kclaw.test → –' });
  });

  it('refuses a save based on values someone else has changed since, keeping theirs', async () => {
    const shown = await read();
    const { updatedAt: basedOn, ...values } = shown;
    const first = await save({ ...values, chatMailThrottleMinutes: 25, basedOn });
    expect(first.statusCode).toBe(200);
    const count = (await audits()).length;
    // A second admin, still looking at the old values, changes another field.
    expect(values.bookingHoldMinutes).not.toBe(45);
    const stale = await save({ ...values, bookingHoldMinutes: 45, basedOn });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'SETTINGS_CHANGED',
      message:
        'Someone else saved the settings meanwhile. Reload the page to see their values, then save again.',
    });
    expect(await read()).toMatchObject({
      chatMailThrottleMinutes: 25,
      bookingHoldMinutes: values.bookingHoldMinutes,
    });
    expect(await audits()).toHaveLength(count);
    // Based on what is there now, it goes through.
    const fresh = await read();
    const retry = await save({
      ...values,
      bookingHoldMinutes: 45,
      chatMailThrottleMinutes: 25,
      basedOn: fresh.updatedAt,
    });
    expect(retry.statusCode).toBe(200);
    expect(await read()).toMatchObject({ chatMailThrottleMinutes: 25, bookingHoldMinutes: 45 });
    expect((await save({ ...defaults })).statusCode).toBe(200);
  });

  it('numbers the next invoice with the saved prefix, the year’s sequence going on', async () => {
    const client = await createClient(t, 'prefix.client@example.com');
    const matter = await createMatter(t, client.id);
    const first = await createInvoice(t, matter, {}, admin.id);
    expect(first.number).toMatch(/^KC-\d{4}-\d{4}$/);
    const refused = await save({ ...defaults, invoicePrefix: 'ΚΧ' }, 'el');
    expect(refused.json().error.fields).toEqual({
      invoicePrefix: 'Εισαγάγετε 1 έως 10 κεφαλαία λατινικά γράμματα ή ψηφία, π.χ. KC.',
    });

    expect((await save({ ...defaults, invoicePrefix: ' lex2 ' })).statusCode).toBe(200);
    expect((await read()).invoicePrefix).toBe('LEX2');
    const next = await createInvoice(t, matter, {}, admin.id);
    const [, year, sequence] = first.number.split('-');
    expect(next.number).toBe(`LEX2-${year}-${String(Number(sequence) + 1).padStart(4, '0')}`);
    expect((await audits()).at(-1)).toMatchObject({ details: { invoicePrefix: 'KC → LEX2' } });
    await save({ ...defaults });
  });

  it('holds the next booking for the minutes saved, without a restart', async () => {
    const holdOf = async (time: string) => {
      const response = await bookSlot(t.app, { type: 'initial', date: futureMonday(3), time });
      expect(response.statusCode).toBe(200);
      const [row] = await t.db
        .select({
          minutes: sql<number>`extract(epoch from ${bookings.holdExpiresAt} - ${bookings.createdAt}) / 60`,
        })
        .from(bookings)
        .where(eq(bookings.startAt, sql`(select max(start_at) from bookings)`));
      return Math.round(Number(row!.minutes));
    };
    await save({ ...defaults, bookingHoldMinutes: 45 });
    expect(await holdOf('09:00')).toBe(45);
    await save({ ...defaults, bookingHoldMinutes: 30 });
    expect(await holdOf('10:00')).toBe(30);
  });

  it('mails the firm at the saved address, and the live chat at the saved interval', async () => {
    await save({ ...defaults, notificationEmail: 'desk@kclaw.test', chatMailThrottleMinutes: 1 });
    const mailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    const { id, cookie } = await startQuickChat(t.app, 'Settings Visitor');
    const say = (content: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${id}/messages`,
        headers: json(cookie),
        payload: { content },
      });
    expect((await say('first')).statusCode).toBe(201);
    expect((await say('second')).statusCode).toBe(201);
    let mails = await mailsTo('desk@kclaw.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('within 1 minute are not mailed');
    // Two minutes later the interval of one minute has passed (the default 10 would not have).
    await t.db
      .update(chatConversations)
      .set({ notifiedAt: sql`now() - interval '2 minutes'` })
      .where(eq(chatConversations.id, id));
    await say('third');
    mails = await mailsTo('desk@kclaw.test');
    expect(mails).toHaveLength(2);

    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact-requests',
      remoteAddress: '10.7.0.1',
      payload: {
        name: 'Maria Georgiou',
        email: 'maria@example.com',
        practiceArea: 'real-estate-law',
        preferredContact: 'call',
        message: 'We are buying a flat in Limassol.',
      },
    });
    expect(contact.statusCode).toBe(201);
    expect((await mailsTo('desk@kclaw.test')).map((mail) => mail.subject)).toContain(
      'Contact request from Maria Georgiou (Real Estate Law)',
    );
    expect(await mailsTo(firm.contactEmail)).toHaveLength(0);
  });
});
