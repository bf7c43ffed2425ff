import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAppointment } from '@lexbridge/shared/schemas/appointments';
import { appointments, emailOutbox } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createAppointment, createClient, createMatter } from '../../test/factories';

const t = useTestApp();
const admin = useAdmin(t);
const client = useClient(t, 'maria@example.com');
let matter: string;
let otherMatter: string;
beforeAll(async () => {
  matter = await createMatter(t, client.id, { title: 'Company formation' });
  otherMatter = await createMatter(t, (await createClient(t, 'b@example.com')).id);
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_PUBLIC_URL, cookie: admin.cookie },
    ...(payload ? { payload } : {}),
  });
const add = (payload: object, on = matter) =>
  call('POST', `/api/admin/matters/${on}/appointments`, payload);
const valid = { title: 'Signing', date: '2030-07-15', time: '10:30', durationMinutes: 45 };
const rowCount = async () => (await t.db.select().from(appointments)).length;

describe('adding an appointment', () => {
  it('reads the date and time on the firm’s clock (Nicosia, summer and winter)', async () => {
    const summer = await add({ ...valid, location: '  https://meet.example/abc  ' });
    expect(summer.statusCode).toBe(201);
    expect(summer.json<AdminAppointment>()).toMatchObject({
      matterId: matter,
      matterTitle: 'Company formation',
      clientId: client.id,
      title: 'Signing',
      startsAt: '2030-07-15T07:30:00.000Z',
      endsAt: '2030-07-15T08:15:00.000Z',
      date: '2030-07-15',
      time: '10:30',
      durationMinutes: 45,
      location: 'https://meet.example/abc',
      status: 'scheduled',
      sequence: 0,
    });
    const winter = await add({ ...valid, date: '2030-01-15', location: '' });
    expect(winter.json()).toMatchObject({ startsAt: '2030-01-15T08:30:00.000Z', location: null });
  });

  it.each([
    [{ ...valid, title: '  ' }, 'Enter a title for the appointment.'],
    [{ ...valid, title: 'x'.repeat(201) }, 'The title must be at most 200 characters.'],
    [{ ...valid, date: '2030-02-30' }, 'Choose a date (for example 2026-03-31).'],
    [{ ...valid, date: '2030-13-45' }, 'Choose a date (for example 2026-03-31).'],
    [{ ...valid, time: '24:00' }, 'Choose a time (for example 09:30).'],
    [{ ...valid, durationMinutes: 4 }, 'The duration must be between 5 and 720 minutes.'],
    [{ ...valid, durationMinutes: 721 }, 'The duration must be between 5 and 720 minutes.'],
    [{ ...valid, location: 'x'.repeat(501) }, 'The location must be at most 500 characters.'],
    // The clocks go from 03:00 to 04:00 in Nicosia on the last Sunday of March.
    [
      { ...valid, date: '2030-03-31', time: '03:30' },
      '03:30 does not exist in Nicosia on 2030-03-31 (the clocks go forward that night). Choose another time.',
    ],
  ])('refuses %j, writing nothing', async (payload, message) => {
    const before = await rowCount();
    const response = await add(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await rowCount()).toBe(before);
  });

  it('answers 404 for a matter that does not exist', async () => {
    const before = await rowCount();
    const response = await add(valid, '00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('This matter does not exist.');
    expect(await rowCount()).toBe(before);
  });

  it('leaves no appointment behind when its e-mail cannot be written', async () => {
    const before = await rowCount();
    const mails = (await t.db.select().from(emailOutbox)).length;
    const send = t.app.deps.mailer.send;
    t.app.deps.mailer.send = () => Promise.reject(new Error('outbox unavailable'));
    try {
      expect((await add({ ...valid, date: '2030-08-01' })).statusCode).toBe(500);
    } finally {
      t.app.deps.mailer.send = send;
    }
    expect(await rowCount()).toBe(before);
    expect((await t.db.select().from(emailOutbox)).length).toBe(mails);
  });
});

describe('changing an appointment', () => {
  it('moves only what is sent, keeping the other half of the start', async () => {
    const id = (await add({ ...valid, date: '2030-09-10' })).json<AdminAppointment>().id;
    const later = await call('PATCH', `/api/admin/appointments/${id}`, { time: '16:00' });
    expect(later.json()).toMatchObject({ date: '2030-09-10', time: '16:00', title: 'Signing' });
    const moved = await call('PATCH', `/api/admin/appointments/${id}`, { date: '2030-11-04' });
    // Winter time again: 16:00 in Nicosia is 14:00 UTC.
    expect(moved.json()).toMatchObject({ startsAt: '2030-11-04T14:00:00.000Z', time: '16:00' });
    const done = await call('PATCH', `/api/admin/appointments/${id}`, { status: 'completed' });
    expect(done.json()).toMatchObject({ status: 'completed' });
  });

  it('refuses a bad status and answers 404 for an unknown appointment', async () => {
    const id = await createAppointment(t, matter);
    const bad = await call('PATCH', `/api/admin/appointments/${id}`, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Choose scheduled, completed or cancelled.');
    const missing = await call(
      'PATCH',
      '/api/admin/appointments/00000000-0000-4000-8000-000000000000',
      { title: 'x' },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This appointment does not exist.');
  });
});

describe('listing', () => {
  it('by matter or by client, soonest first; one of them is needed', async () => {
    await createAppointment(t, otherMatter, { title: 'Not hers' });
    const byMatter = (await call('GET', `/api/admin/appointments?matterId=${matter}`)).json<{
      appointments: AdminAppointment[];
    }>();
    const byClient = (await call('GET', `/api/admin/appointments?clientId=${client.id}`)).json<{
      appointments: AdminAppointment[];
    }>();
    expect(byClient.appointments.map((a) => a.id)).toEqual(byMatter.appointments.map((a) => a.id));
    expect(byClient.appointments.every((a) => a.clientId === client.id)).toBe(true);
    const starts = byClient.appointments.map((a) => a.startsAt);
    expect(starts).toEqual([...starts].sort());
    const neither = await call('GET', '/api/admin/appointments');
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.message).toContain('Name a client or a matter.');
  });
});
