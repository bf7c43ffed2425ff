import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server): the nearest folder above this module with a
 * package.json. Files the server reads at run time (migrations, the built web app, the PGlite
 * template) are found from here, never from a module's own address, because that address differs
 * between the sources (src/db/client.ts under tsx and in tests) and the bundle (dist/main.js,
 * dist/cli/admin.js, dist/chunks/*.js).
 */
export function packageRootOf(moduleUrl: string): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
  return dir;
}

export const serverRoot = packageRootOf(import.meta.url);
