import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrations-folder';
import { pgliteStartParams } from './pglite-settings';
import { pgliteVersion, readStamp, templateDir, templateKey, writeStamp } from './pglite-template';

/**
 * Build step (dist/make-pglite-template.js, run by scripts/build.mjs): makes the migrated PGlite
 * template a fresh DATA_DIR is copied from, unless the one there was made from the same PGlite and
 * migrations. It runs from the bundle, so a build whose code cannot find the migrations fails here.
 */
const key = templateKey();
if (readStamp()?.key === key && fs.existsSync(templateDir)) {
  console.log('PGlite template is current (dist/pglite-template)');
} else {
  const started = performance.now();
  // Its own scratch folder: two builds at once never write into one cluster.
  const partial = `${templateDir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  const client = new PGlite(partial, { startParams: pgliteStartParams });
  await migrate(drizzle(client), { migrationsFolder });
  await client.close(); // a clean shutdown checkpoints: the copy needs no recovery
  fs.rmSync(templateDir, { recursive: true, force: true });
  fs.renameSync(partial, templateDir);
  writeStamp({ key, pgliteVersion: pgliteVersion() });
  console.log(
    `PGlite template made in ${Math.round(performance.now() - started)} ms (dist/pglite-template)`,
  );
}
