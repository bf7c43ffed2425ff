// Compiles the server into dist/ with esbuild (decision record 0014): one ES module per entry point
// (dist/main.js, dist/cli/admin.js, dist/make-pglite-template.js) plus shared chunks, with our code
// and the workspace package @lexbridge/shared bundled and every package from node_modules left as
// an import (resolved by Node at run time, as under tsx). A dynamic import() of our own module
// becomes a chunk of its own, so code only some requests need is read only when first needed.
// Then makes the migrated PGlite data directory a fresh DATA_DIR starts from.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');

/** Bare imports are node_modules packages (kept external), except our own workspace package. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lexbridge/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Earlier chunks are kept: a server still running from this checkout loads some of its code only
// when first needed, by the chunk names (hashes) of its own build. esbuild rewrites the rest.
const started = performance.now();
await esbuild.build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'cli/admin': 'src/cli/admin.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
    'make-pglite-template': 'src/db/make-pglite-template.ts',
  },
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`Server compiled into dist/ in ${Math.round(performance.now() - started)} ms`);

execFileSync(process.execPath, [path.join(dist, 'make-pglite-template.js')], {
  cwd: root,
  stdio: 'inherit',
});
