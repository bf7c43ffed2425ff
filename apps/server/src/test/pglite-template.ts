import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client';

/** PGlite's version, from its package.json (not exported): dumps are specific to it. */
async function pgliteVersion() {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (path.basename(dir) !== 'pglite') dir = path.dirname(dir);
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  return String((manifest as { version: string }).version);
}

/** The migrations' text and PGlite's version: a dump is reused only for exactly these. */
async function templateKey() {
  const hash = createHash('sha256');
  hash.update(await pgliteVersion());
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A dump of an empty, fully migrated embedded database, made once and kept in the temp folder.
 * Creating a PGlite cluster and migrating it costs seconds; loading this dump a fraction of that,
 * for every test file. Files racing to make it each write their own copy and rename it in place.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `lexbridge-test-pglite-${await templateKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}
