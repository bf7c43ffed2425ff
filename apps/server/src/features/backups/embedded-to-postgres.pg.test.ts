import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client';
import { bankAccounts, documents, invoices, matters, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  documentHashes,
  expectRestored,
  seedFirm,
  type FirmData,
} from '../../test/backup-fixtures';
import { s3Env, startS3UnderTest, type S3UnderTest } from '../../test/s3-under-test';
import { migratedPgliteTemplate } from '../../test/pglite-template';
import { createRestoreTarget } from '../../test/restore-target';
import { createBackup, restoreBackup } from './index';

// The move a firm makes when it outgrows one machine: a backup of the embedded database (files on
// local disk) restored into PostgreSQL (DATABASE_URL) and an S3 bucket (S3_BUCKET).
let source: TestApp;
let s3: S3UnderTest;
const firms: FirmData[] = [];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-move-'));

beforeAll(async () => {
  s3 = await startS3UnderTest();
  const database = await openPglite('memory', { loadDataDir: await migratedPgliteTemplate() });
  source = await buildTestApp({ database });
  for (const n of [1, 2, 3]) firms.push(await seedFirm(source, `client-${n}@example.com`));
});
afterAll(async () => {
  await source.close();
  await s3.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('moving from the embedded database to PostgreSQL', () => {
  it(
    'restores every client, matter, document, invoice and bank account, and the app works there',
    { timeout: 180_000 },
    async () => {
      expect(source.database.kind).toBe('pglite');
      const archive = path.join(work, 'embedded.tar.gz');
      const manifest = await createBackup(
        { database: source.database, storage: source.app.deps.storage, keys: source.config },
        archive,
      );
      expect(manifest.database.kind).toBe('pglite');
      const hashes = await documentHashes(source);
      const target = await createRestoreTarget(source, 'postgres', s3Env(s3));
      try {
        await restoreBackup({
          file: archive,
          config: target.config,
          replace: false,
          say: () => {},
        });
        const moved = await target.open();
        try {
          expect(moved.database.kind).toBe('postgres');
          expect(moved.app.deps.storage.kind).toBe('s3');
          await expectRestored(moved, manifest, firms, hashes);
          for (const table of [users, matters, documents, invoices, bankAccounts]) {
            expect(await moved.db.select().from(table)).toEqual(
              await source.db.select().from(table),
            );
          }
        } finally {
          await moved.close();
        }
      } finally {
        await target.remove();
      }
    },
  );
});
