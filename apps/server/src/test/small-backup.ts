import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../db/client';
import { createBackup } from '../features/backups';
import type { FileStorage } from '../platform/storage/storage';
import { migratedPgliteTemplate } from './pglite-template';

export const SMALL_AUTH_SECRET = 's'.repeat(43);

/** Adds a user named `name` (its id too): which installation a database is, at a glance. */
export const addUser = (database: Pick<Database, 'db'>, name: string) =>
  database.db
    .execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
    values (${name}, ${name}, ${`${name}@example.com`}, true, now(), now())`);

/** The names of the users in a database, sorted. */
export async function userNames(database: Pick<Database, 'db'>) {
  const result = await database.db.execute(sql`select name from users order by name`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

/**
 * A small installation's backup, made in a moment: an embedded database (in memory, migrated)
 * with one user named `user`, and `files` files put into `storage`. The archive needs no
 * encryption key and the auth secret SMALL_AUTH_SECRET.
 */
export async function makeSmallBackup(options: {
  archive: string;
  user: string;
  storage: FileStorage;
  files: number;
}) {
  const database = await openPglite('memory', { loadDataDir: await migratedPgliteTemplate() });
  try {
    await addUser(database, options.user);
    const keys: string[] = [];
    for (let n = 0; n < options.files; n++)
      keys.push(await options.storage.put('documents', Buffer.from(`${options.user} file ${n}`)));
    // No encryption key: nothing here is sealed.
    const keySources = {
      dataDir: path.join(path.dirname(options.archive), 'no-keys'),
      authSecret: SMALL_AUTH_SECRET,
    };
    const manifest = await createBackup(
      { database, storage: options.storage, keys: keySources },
      options.archive,
    );
    return { manifest, keys };
  } finally {
    await database.close();
  }
}
