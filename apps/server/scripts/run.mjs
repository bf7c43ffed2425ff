// npm start / npm run serve / npm run admin / backup / restore: builds what is needed, then runs the compiled entry
// (dist/main.js or dist/cli/<command>.js) with plain Node, in this same process, from apps/server. A
// relative DATA_DIR still means a folder of where the user started (config.ts reads INIT_CWD, which
// npm sets, and which this script sets to its own working directory when run without npm).
//   node scripts/run.mjs --build-if stale|missing <entry> [args...]
// "stale" rebuilds the web app and the server when their sources are newer than their build;
// "missing" only when there is no build at all.
// package.json runs it as `node --max-semi-space-size=2 ...`: V8's young generation may otherwise
// grow to 3 x 16 MB and stay resident in an idle server; 2 MB semi-spaces keep an idle server about
// 50 MB smaller, for more frequent (sub-millisecond) scavenges of short-lived request garbage.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { takeBuildLock } from './build-lock.mjs';
import { mtimeOf, newestMtime, partsToBuild } from './freshness.mjs';
import { buildQuietly } from './quiet-build.mjs';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repo = path.resolve(serverDir, '../..');
const at = (...segments) => path.join(repo, ...segments);

const [flag, when, entry, ...args] = process.argv.slice(2);
const entries = {
  main: ['web', 'server'],
  'cli/admin': ['server'],
  'cli/backup': ['server'],
  'cli/restore': ['server'],
};
if (flag !== '--build-if' || !['stale', 'missing'].includes(when) || !(entry in entries)) {
  console.error(
    'Usage: node scripts/run.mjs --build-if stale|missing main|cli/admin|cli/backup|cli/restore [args...]',
  );
  process.exit(2);
}

const shared = [at('packages/shared'), at('package-lock.json')];
const parts = {
  web: {
    outputs: [at('apps/web/dist/index.html'), at('apps/web/dist-server/entry-server.js')],
    sources: [at('apps/web'), ...shared],
  },
  server: {
    outputs: ['main', 'cli/admin', 'cli/backup', 'cli/restore'].map((name) =>
      at(`apps/server/dist/${name}.js`),
    ),
    sources: [at('apps/server/src'), at('apps/server/scripts'), ...shared],
  },
};
// Checked under the lock: a start that waited finds the build another one just made.
const releaseLock = await takeBuildLock(at('apps/server/.build-lock'));
const toBuild = partsToBuild(
  entries[entry].map((name) => ({
    name,
    outputs: parts[name].outputs.map(mtimeOf),
    sources: [newestMtime(parts[name].sources)],
  })),
  when,
);
if (toBuild.length > 0) {
  const first = toBuild.some((name) => parts[name].outputs.some((file) => mtimeOf(file) === null));
  const what = toBuild.map((name) => (name === 'web' ? 'the web app' : 'the server')).join(' and ');
  console.log(
    first
      ? `First start: building ${what} (may take a couple of minutes; later starts skip it)...`
      : `Rebuilding ${what} (sources changed since the last build)...`,
  );
}
for (const name of toBuild) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const status = await buildQuietly(npm, ['run', 'build', '-w', `apps/${name}`], { cwd: repo });
  if (status !== 0) process.exit(status);
}
releaseLock();

process.env.INIT_CWD ||= process.cwd();
process.chdir(serverDir);
const file = path.join(serverDir, 'dist', `${entry}.js`);
process.argv = [process.argv[0], file, ...args]; // what the entry reads, as if run as `node file`
await import(pathToFileURL(file).href);
