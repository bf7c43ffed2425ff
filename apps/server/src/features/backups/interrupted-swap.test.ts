import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite } from '../../db/client';
import { createLocalDiskStorage } from '../../platform/storage/local-disk';
import { testConfig } from '../../test/app';
import { makeSmallBackup, SMALL_AUTH_SECRET, userNames } from '../../test/small-backup';
import { restoreBackup } from './index';

// A restore swaps the embedded database in with two renames (db/restore-swap.ts): pg ->
// pg.replaced, pg.restoring -> pg, under the marker pg.restored. These tests lay out on disk what
// a process that died at each point leaves, and start on it (or restore again).
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-swap-'));
const archives = { old: path.join(work, 'old.tar.gz'), new: path.join(work, 'new.tar.gz') };
const clusters = { old: path.join(work, 'old', 'pg'), new: path.join(work, 'new', 'pg') };
const configOf = (dataDir: string) =>
  testConfig({ DATA_DIR: dataDir, AUTH_SECRET: SMALL_AUTH_SECRET });
const quiet = () => {};

beforeAll(async () => {
  // Two installations told apart by their one user: 'old' (replaced) and 'new' (restored).
  for (const which of ['old', 'new'] as const) {
    const storage = createLocalDiskStorage(path.join(work, `${which}-files`));
    await makeSmallBackup({ archive: archives[which], user: which, storage, files: 0 });
    const config = configOf(path.dirname(clusters[which]));
    await restoreBackup({ file: archives[which], config, replace: false, say: quiet });
  }
}, 180_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

type Content = 'old' | 'new' | 'half-made';
let made = 0;

/** A data directory holding `layout` (folder -> which database), and the marker if `marked`. */
function lay(
  layout: Partial<Record<'pg' | 'pg.restoring' | 'pg.replaced', Content>>,
  marked: boolean,
) {
  const dataDir = path.join(work, `case-${++made}`);
  fs.mkdirSync(dataDir, { mode: 0o700 });
  for (const [folder, content] of Object.entries(layout)) {
    const target = path.join(dataDir, folder);
    if (content === 'half-made') {
      // What a restore that died while loading rows leaves: a cluster, not a finished one.
      fs.mkdirSync(target);
      fs.writeFileSync(path.join(target, 'PG_VERSION'), '17\n');
    } else fs.cpSync(clusters[content], target, { recursive: true });
  }
  if (marked) fs.writeFileSync(path.join(dataDir, 'pg.restored'), 'complete\n');
  return dataDir;
}

/** Starts on `dataDir` as the server does: who is in the database, and what is left beside it. */
async function start(dataDir: string) {
  const database = await openPglite(dataDir);
  try {
    return { users: await userNames(database), recovered: database.recovered };
  } finally {
    await database.close();
  }
}
const leftBeside = (dataDir: string) => fs.readdirSync(dataDir).sort();

describe('the next start after a restore died during its swap', () => {
  it.each([
    [
      'after marking the restored database complete, before any rename',
      { pg: 'old', 'pg.restoring': 'new' },
    ],
    [
      'after moving the old database aside, before moving the new one in',
      { 'pg.replaced': 'old', 'pg.restoring': 'new' },
    ],
    ['after both renames, before removing the marker', { pg: 'new', 'pg.replaced': 'old' }],
  ] as const)('finishes it when it died %s', { timeout: 60_000 }, async (_when, layout) => {
    const dataDir = lay(layout, true);
    const started = await start(dataDir);
    expect(started.users).toEqual(['new']);
    expect(started.recovered).toMatch(/the move was finished/);
    expect(leftBeside(dataDir)).toEqual(['pg']);
  });

  it(
    'removes the unfinished restore when it died before the swap, and starts on the old database',
    { timeout: 60_000 },
    async () => {
      const dataDir = lay({ pg: 'old', 'pg.restoring': 'half-made' }, false);
      const started = await start(dataDir);
      expect(started.users).toEqual(['old']);
      expect(started.recovered).toMatch(/unfinished restore/);
      expect(leftBeside(dataDir)).toEqual(['pg']);
    },
  );

  it(
    'removes the replaced database when it died after the swap, while cleaning up',
    { timeout: 60_000 },
    async () => {
      const dataDir = lay({ pg: 'new', 'pg.replaced': 'old' }, false);
      expect((await start(dataDir)).users).toEqual(['new']);
      expect(leftBeside(dataDir)).toEqual(['pg']);
    },
  );

  it(
    'moves the old database back, never starting on an empty one, when no marker says the new one was whole',
    { timeout: 60_000 },
    async () => {
      const dataDir = lay({ 'pg.replaced': 'old', 'pg.restoring': 'half-made' }, false);
      const started = await start(dataDir);
      expect(started.users).toEqual(['old']);
      expect(started.recovered).toMatch(/moved back/);
      expect(leftBeside(dataDir)).toEqual(['pg']);
    },
  );
});

describe('a restore that dies between the two renames', () => {
  it(
    'is finished by the next start: the restored database, nothing lost',
    { timeout: 120_000 },
    async () => {
      const dataDir = lay({ pg: 'old' }, false);
      // The process "dies" at the second rename: pg.restoring -> pg.
      const rename = fs.renameSync.bind(fs);
      const spy = vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
        if (String(from).endsWith(`${path.sep}pg.restoring`)) throw new Error('killed');
        rename(from, to);
      });
      try {
        await expect(
          restoreBackup({
            file: archives.new,
            config: configOf(dataDir),
            replace: true,
            say: quiet,
          }),
        ).rejects.toThrow('killed');
      } finally {
        spy.mockRestore();
      }
      expect(leftBeside(dataDir)).toEqual(['pg.replaced', 'pg.restored', 'pg.restoring']);
      expect((await start(dataDir)).users).toEqual(['new']);
      expect(leftBeside(dataDir)).toEqual(['pg']);
    },
  );

  it(
    'is finished by the next restore before it looks at the data directory',
    { timeout: 120_000 },
    async () => {
      const dataDir = lay({ 'pg.replaced': 'old', 'pg.restoring': 'new' }, true);
      const said: string[] = [];
      // The interrupted restore is finished first: the database now holds data, so this one is refused.
      await expect(
        restoreBackup({
          file: archives.old,
          config: configOf(dataDir),
          replace: false,
          say: (line) => said.push(line),
        }),
      ).rejects.toThrow(/already holds data/);
      expect(said.join('\n')).toMatch(/the move was finished/);
      expect(leftBeside(dataDir)).toEqual(['pg']);
      expect((await start(dataDir)).users).toEqual(['new']);
    },
  );
});
