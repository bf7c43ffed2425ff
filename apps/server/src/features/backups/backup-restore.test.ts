import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../test/app';
import { rewriteArchive } from '../../test/archive-rewrite';
import { createDocument, createThread } from '../../test/factories';
import { documentVersions, matters } from '../../db/schema/index';
import {
  documentHashes,
  expectRestored,
  seedFirm,
  type FirmData,
} from '../../test/backup-fixtures';
import { createRestoreTarget } from '../../test/restore-target';
import { createBackup, restoreBackup, type Manifest } from './index';

// Runs on the embedded database (npm test) and on PostgreSQL (npm run test:pg): the source is the
// test database, the target a new data directory or a new PostgreSQL database of the same kind.
let t: TestApp;
let firm: FirmData;
let archive: string;
let manifest: Manifest;
let hashes: Map<string, string>;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-backup-test-'));
const quiet = () => {};

beforeAll(async () => {
  t = await buildTestApp();
  firm = await seedFirm(t);
  archive = path.join(work, 'firm.tar.gz');
  manifest = await createBackup(
    { database: t.database, storage: t.app.deps.storage, keys: t.config },
    archive,
  );
  hashes = await documentHashes(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a backup', () => {
  it('lists every table with its rows, every file with its checksum, and no key', () => {
    expect(manifest.tables.find((table) => table.table === 'bank_accounts')?.rows).toBe(1);
    expect(manifest.files.length).toBe(hashes.size);
    expect(manifest.encryptionKeyFingerprint).toMatch(/^[0-9a-f]{16}$/);
    const text = fs.readFileSync(archive);
    expect(text.includes(firm.accountNumber)).toBe(false);
  });

  it("carries the app version of the repository's package.json", () => {
    const root = new URL('../../../../../package.json', import.meta.url);
    const { version } = JSON.parse(fs.readFileSync(root, 'utf8')) as { version?: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(manifest.appVersion).toBe(version);
  });

  it(
    'restores into an empty target with every row, file, session and bank number',
    { timeout: 180_000 },
    async () => {
      const target = await createRestoreTarget(t);
      try {
        await restoreBackup({ file: archive, config: target.config, replace: false, say: quiet });
        const restored = await target.open();
        try {
          await expectRestored(restored, manifest, [firm], hashes);
        } finally {
          await restored.close();
        }
        // A target that now holds data is refused, and replaced only when asked.
        await expect(
          restoreBackup({ file: archive, config: target.config, replace: false, say: quiet }),
        ).rejects.toThrow(/already holds? data/);
        await restoreBackup({ file: archive, config: target.config, replace: true, say: quiet });
        const replaced = await target.open();
        try {
          await expectRestored(replaced, manifest, [firm], hashes);
        } finally {
          await replaced.close();
        }
      } finally {
        await target.remove();
      }
    },
  );
});

describe('a restore refuses, with nothing written,', () => {
  it('a damaged archive', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = fs.readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    const target = await createRestoreTarget(t);
    try {
      await expect(
        restoreBackup({ file: damaged, config: target.config, replace: false, say: quiet }),
      ).rejects.toThrow(/damaged/);
      expect(await target.contents()).toEqual([]);
    } finally {
      await target.remove();
    }
  });

  it('an archive whose part does not match its checksum', async () => {
    const forged = path.join(work, 'forged.tar.gz');
    await rewriteArchive(archive, forged, (name, data) =>
      name.startsWith('files/') ? Buffer.concat([data, Buffer.from('x')]) : data,
    );
    const target = await createRestoreTarget(t);
    try {
      await expect(
        restoreBackup({ file: forged, config: target.config, replace: false, say: quiet }),
      ).rejects.toThrow(/does not match its checksum/);
      expect(await target.contents()).toEqual([]);
    } finally {
      await target.remove();
    }
  });

  it('a manifest that lists a part under another name', async () => {
    const swapped = path.join(work, 'swapped.tar.gz');
    await rewriteArchive(archive, swapped, (name, data) =>
      name === 'manifest.json'
        ? Buffer.from(
            data
              .toString('utf8')
              .replace('"name": "database/users.jsonl"', '"name": "database/sessions.jsonl"'),
          )
        : data,
    );
    const target = await createRestoreTarget(t);
    try {
      await expect(
        restoreBackup({ file: swapped, config: target.config, replace: false, say: quiet }),
      ).rejects.toThrow(/names its parts wrongly/);
      expect(await target.contents()).toEqual([]);
    } finally {
      await target.remove();
    }
  });

  it('a wrong encryption key, a missing one, or a wrong auth secret', async () => {
    const target = await createRestoreTarget(t);
    const otherKey = randomBytes(32).toString('hex');
    const attempts = target.config.databaseUrl
      ? [{ ENCRYPTION_KEY: otherKey }, { ENCRYPTION_KEY: '' }]
      : [{ ENCRYPTION_KEY: otherKey }];
    try {
      for (const env of [...attempts, { AUTH_SECRET: randomBytes(32).toString('hex') }]) {
        const config = testConfig({ ...target.env, ...env });
        await expect(
          restoreBackup({ file: archive, config, replace: false, say: quiet }),
        ).rejects.toThrow(
          /(encryption key|auth secret).*fingerprint [0-9a-f]{16}.*Nothing was restored/s,
        );
        expect(await target.contents()).toEqual([]);
      }
      if (!target.config.databaseUrl) {
        // The embedded database's key is the file in DATA_DIR: without it, the restore says so.
        fs.rmSync(path.join(target.dataDir, 'encryption.key'));
        await expect(
          restoreBackup({ file: archive, config: target.config, replace: false, say: quiet }),
        ).rejects.toThrow(/no encryption key here.*copy the file encryption\.key/is);
        expect(fs.readdirSync(target.dataDir)).toEqual([]);
      }
    } finally {
      await target.remove();
    }
  });
});

// PGlite answers within the same turn of the event loop: a writer that never waits for anything
// else would starve timers and sockets, which requests arriving over the network never do.
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('a backup taken while chats and uploads are written', () => {
  it(
    'restores to a consistent state: every document version finds its file',
    { timeout: 180_000 },
    async () => {
      const [matter] = await t.db.select().from(matters).limit(1);
      let writing = true;
      const writers = [
        (async () => {
          while (writing) {
            await createDocument(t, matter!.id, { name: 'During backup.pdf' });
            await nextTurn();
          }
        })(),
        (async () => {
          for (let n = 0; writing; n++) {
            await createThread(t, matter!.id, {
              messages: [{ from: 'client', content: `Message ${n}` }],
            });
            await nextTurn();
          }
        })(),
      ];
      const during = path.join(work, 'during.tar.gz');
      const versionsNow = async () => (await t.db.select().from(documentVersions)).length;
      const before = await versionsNow();
      while ((await versionsNow()) < before + 3) await nextTurn(); // writing has begun
      const taken = await createBackup(
        { database: t.database, storage: t.app.deps.storage, keys: t.config },
        during,
      );
      writing = false;
      await Promise.all(writers);
      // Rows were written before the snapshot and after it.
      const inBackup = taken.tables.find((table) => table.table === 'document_versions')!.rows;
      expect(inBackup).toBeGreaterThanOrEqual(before + 3);
      expect(await versionsNow()).toBeGreaterThan(inBackup);
      const target = await createRestoreTarget(t);
      try {
        await restoreBackup({ file: during, config: target.config, replace: false, say: quiet });
        const restored = await target.open();
        try {
          const versions = await restored.db.select().from(documentVersions);
          expect(versions.length).toBe(inBackup);
          for (const version of versions) await restored.app.deps.storage.open(version.storageKey);
        } finally {
          await restored.close();
        }
      } finally {
        await target.remove();
      }
    },
  );
});
