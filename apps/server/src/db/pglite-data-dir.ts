import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { tightenDataDir } from './data-dir-privacy';
import { usableTemplate } from './pglite-template';

export type DataDirOrigin = 'existing' | 'template' | 'initdb';

const pgliteEntry = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
// Creates a cluster and closes it cleanly; PGlite's path comes as the first argument.
const initdbScript = `const { PGlite } = await import(${JSON.stringify(pgliteEntry.href)});
const db = new PGlite(process.argv[1]);
await db.waitReady;
await db.close();`;

/**
 * Makes sure `location` holds a PostgreSQL cluster before the server opens it. A new one is a copy
 * of the build's migrated template, or, without a usable template (no build, another PGlite),
 * made by initdb in a short-lived child process: PGlite running initdb in the server's own
 * process would keep initdb's memory (about 500 MB) for as long as the server runs. The cluster is
 * made beside `location` and renamed into place, so an interrupted start leaves no half cluster.
 */
export async function prepareDataDir(location: string): Promise<DataDirOrigin> {
  if (fs.existsSync(path.join(location, 'PG_VERSION'))) return 'existing';
  const partial = `${location}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const template = usableTemplate();
  if (template) {
    fs.cpSync(template, partial, { recursive: true });
  } else {
    await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '-e',
      initdbScript,
      partial,
    ]);
  }
  // A copy keeps the template's modes (0644 and the like): the cluster is made private first.
  tightenDataDir(partial);
  fs.rmSync(location, { recursive: true, force: true }); // an empty or half-made folder
  fs.renameSync(partial, location);
  return template ? 'template' : 'initdb';
}
