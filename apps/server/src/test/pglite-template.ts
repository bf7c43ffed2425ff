import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client';
import { pgliteStartParams } from '../db/pglite-settings';
import { templateKey } from '../db/pglite-template';

/**
 * A dump of an empty, fully migrated embedded database, made once and kept in the temp folder.
 * Creating a PGlite cluster and migrating it costs seconds; loading this dump a fraction of that,
 * for every test file. Files racing to make it each write their own copy and rename it in place.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `lexbridge-test-pglite-${templateKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const client = new PGlite({ startParams: pgliteStartParams });
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}
