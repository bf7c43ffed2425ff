import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { hasSqlState, SqlState } from '../../db/errors';
import { appointments, bookings, matters, users } from '../../db/schema/index';
import { createTestDatabase } from '../../test/database';
import { lockCalendar } from './calendar-clashes';

// Two connections write at once, which only a PostgreSQL server has: an appointment placed in an
// open transaction, and a consultation booked over it before that transaction commits.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const startsAt = new Date('2031-03-03T08:00:00Z');

function consultationAt(start: Date) {
  return {
    type: 'initial',
    typeName: { en: 'Initial consultation', el: 'Αρχική συμβουλευτική' },
    clientName: 'Racing Visitor',
    clientEmail: 'race@example.test',
    language: 'en' as const,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
    amountCents: 15_000,
    currency: 'EUR',
    holdExpiresAt: new Date(Date.now() + 600_000),
    paymentProvider: 'test' as const,
  };
}

describe('one calendar under concurrent writes', () => {
  it('refuses a booking made while an appointment over it is being written', async () => {
    const { db } = database;
    const [client] = await db
      .insert(users)
      .values({ id: 'race-client', name: 'Race Client', email: 'race-client@example.test' })
      .returning();
    const [matter] = await db
      .insert(matters)
      .values({ clientId: client!.id, title: 'Race' })
      .returning();

    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let placed!: () => void;
    const inserted = new Promise<void>((resolve) => (placed = resolve));
    const appointment = db.transaction(async (tx) => {
      await lockCalendar(tx);
      await tx
        .insert(appointments)
        .values({ matterId: matter!.id, title: 'Hearing', startsAt, durationMinutes: 60 });
      placed();
      await held;
    });
    await inserted;
    // The booking waits for the calendar lock, then sees the committed appointment.
    const booking = db
      .insert(bookings)
      .values(consultationAt(new Date(startsAt.getTime() + 15 * 60_000)));
    const outcome = booking.then(
      () => 'booked',
      (error: unknown) => (hasSqlState(error, SqlState.exclusionViolation) ? 'refused' : error),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    commit();
    await appointment;
    expect(await outcome).toBe('refused');
  });
});
