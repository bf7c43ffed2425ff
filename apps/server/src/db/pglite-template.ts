import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverRoot } from '../server-root';
import { migrationsFolder } from './migrations-folder';

/**
 * A migrated, empty PGlite data directory made by `npm run build` (dist/pglite-template): a fresh
 * DATA_DIR starts as a copy of it, so the server never runs initdb itself (slow, and PGlite keeps
 * the memory initdb used for the life of the process). Its stamp records what it was made with.
 */
export const templateDir = path.join(serverRoot, 'dist', 'pglite-template');
const stampFile = `${templateDir}.json`;

type Stamp = { key: string; pgliteVersion: string };

/** PGlite's version, from its package.json (not exported): a data directory is specific to it. */
export function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (path.basename(dir) !== 'pglite') dir = path.dirname(dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return String((manifest as { version: string }).version);
}

/** PGlite's version and the migrations' text: a template made from exactly these is current. */
export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(fs.readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export function readStamp(): Stamp | null {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

export function writeStamp(stamp: Stamp) {
  fs.writeFileSync(stampFile, JSON.stringify(stamp));
}

/**
 * The template when it was made from the PGlite installed now (another version may not read its
 * files) and from these very migrations: a build left from another branch may hold migrations this
 * code does not know, and then a new data directory is made by initdb instead.
 */
export function usableTemplate(): string | null {
  const stamp = readStamp();
  if (stamp?.pgliteVersion !== pgliteVersion() || stamp.key !== templateKey()) return null;
  return fs.existsSync(path.join(templateDir, 'PG_VERSION')) ? templateDir : null;
}
