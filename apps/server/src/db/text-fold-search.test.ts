import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { users } from './schema/index';
import { createTestDatabase } from '../test/database';
import { containsFolded } from './text-fold';

let database: Database;
const names = {
  greek: 'Γιώργος Παπαδόπουλος',
  german: 'Jürgen Müller',
  marks: 'Ana_Maria 100% Núñez',
  slash: 'Back\\slash Ltd',
  other: 'Axmaria Brown',
};
const ids = Object.fromEntries(Object.keys(names).map((key) => [key, randomUUID()]));

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values(
    Object.entries(names).map(([key, name]) => ({
      id: ids[key]!,
      name,
      email: `${key}@example.com`,
      emailVerified: true,
    })),
  );
});
afterAll(() => database.close());

/** The users whose folded name contains `text`, asked with sequential scans ruled out. */
async function usersMatching(text: string) {
  return database.db.transaction(async (tx) => {
    // Where the trigram index exists the planner must read it; PGlite has only the scan.
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(containsFolded(users.nameFolded, text));
    return rows.map((row) => row.id).sort();
  });
}

describe('a search of folded text', () => {
  it('finds names whatever their case and accents, in Latin and Greek, index or not', async () => {
    expect(await usersMatching('ΠΑΠΑΔΟΠΟΥΛΟΣ')).toEqual([ids.greek]);
    expect(await usersMatching('παπαδοπουλος')).toEqual([ids.greek]);
    expect(await usersMatching('γιωργος παπ')).toEqual([ids.greek]);
    expect(await usersMatching('MULLER')).toEqual([ids.german]);
    expect(await usersMatching('jürg')).toEqual([ids.german]);
    expect(await usersMatching('nunez')).toEqual([ids.marks]);
  });

  it('takes %, _ and backslash literally', async () => {
    expect(await usersMatching('ana_maria')).toEqual([ids.marks]);
    expect(await usersMatching('a_m')).toEqual([ids.marks]); // not 'Axmaria'
    expect(await usersMatching('100%')).toEqual([ids.marks]);
    expect(await usersMatching('%')).toEqual([ids.marks]);
    expect(await usersMatching('back\\slash')).toEqual([ids.slash]);
    expect(await usersMatching('no such name')).toEqual([]);
  });
});
