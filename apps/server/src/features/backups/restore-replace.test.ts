import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client';
import { createLocalDiskStorage } from '../../platform/storage/local-disk';
import { createS3Client, createS3Storage } from '../../platform/storage/s3';
import type { FileStorage } from '../../platform/storage/storage';
import { testConfig } from '../../test/app';
import { rewriteArchive } from '../../test/archive-rewrite';
import { s3Env, startS3UnderTest, type S3UnderTest } from '../../test/s3-under-test';
import { makeSmallBackup, SMALL_AUTH_SECRET, userNames } from '../../test/small-backup';
import { restoreBackup } from './index';

// `npm run restore -- FILE --replace` over an installation that has files the backup does not:
// they are kept until the restore has succeeded, then removed, on local disk and in S3 alike.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-replace-'));
let s3: S3UnderTest;
const made = { old: [] as string[], new: [] as string[] };
const archives = {
  old: path.join(work, 'old.tar.gz'),
  new: path.join(work, 'new.tar.gz'),
  /** The new backup, but from a version of Lexbridge this one does not know: refused late. */
  unknown: path.join(work, 'unknown.tar.gz'),
};
const quiet = () => {};

beforeAll(async () => {
  s3 = await startS3UnderTest();
  for (const which of ['old', 'new'] as const) {
    const storage = createLocalDiskStorage(path.join(work, `${which}-files`));
    const backup = await makeSmallBackup({
      archive: archives[which],
      user: which,
      storage,
      files: 2,
    });
    made[which] = backup.keys;
  }
  await rewriteArchive(archives.new, archives.unknown, (name, data) => {
    if (name !== 'manifest.json') return data;
    const manifest = JSON.parse(data.toString('utf8'));
    manifest.database.lastMigration.createdAt = 1;
    return Buffer.from(JSON.stringify(manifest));
  });
}, 120_000);
afterAll(async () => {
  await s3.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

async function keysIn(storage: FileStorage) {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys.sort();
}

async function usersIn(dataDir: string) {
  const database = await openPglite(dataDir);
  try {
    return await userNames(database);
  } finally {
    await database.close();
  }
}

const sorted = (keys: string[]) => [...keys].sort();

describe('restore --replace', () => {
  it(
    'keeps the files it replaces on local disk until the restore succeeded, then removes them',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(work, 'local');
      const config = testConfig({ DATA_DIR: dataDir, AUTH_SECRET: SMALL_AUTH_SECRET });
      const uploads = createLocalDiskStorage(path.join(dataDir, 'uploads'));
      await restoreBackup({ file: archives.old, config, replace: false, say: quiet });
      expect(await keysIn(uploads)).toEqual(sorted(made.old));

      // Refused once its files are in: the old installation is whole, the files it added gone.
      await expect(
        restoreBackup({ file: archives.unknown, config, replace: true, say: quiet }),
      ).rejects.toThrow(/newer or different version/);
      expect(await keysIn(uploads)).toEqual(sorted(made.old));
      expect(await usersIn(dataDir)).toEqual(['old']);

      // While the database is restored, both installations' files are there.
      let whileRestoring: string[] = [];
      await restoreBackup({
        file: archives.new,
        config,
        replace: true,
        say(line) {
          if (line.startsWith('Restoring the database'))
            whileRestoring = fs
              .readdirSync(path.join(dataDir, 'uploads', 'documents'))
              .map((name) => `documents/${name}`)
              .sort();
        },
      });
      expect(whileRestoring).toEqual(sorted([...made.old, ...made.new]));
      expect(await keysIn(uploads)).toEqual(sorted(made.new));
      expect(await usersIn(dataDir)).toEqual(['new']);
    },
  );

  it(
    'keeps the objects it replaces in S3 until the restore succeeded, and never touches other objects',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(work, 's3');
      const { settings } = s3;
      const config = testConfig({
        DATA_DIR: dataDir,
        AUTH_SECRET: SMALL_AUTH_SECRET,
        ...s3Env(s3),
      });
      const bucket = createS3Storage(settings);
      const client = createS3Client(settings);
      try {
        await restoreBackup({ file: archives.old, config, replace: false, say: quiet });
        expect(await keysIn(bucket)).toEqual(sorted(made.old));
        // A scheduled backup kept in the same bucket is no stored file of the installation.
        const archiveKey = 'backups/lexbridge-2030-01-01T02-00-00-000Z.tar.gz';
        await client.send(
          new PutObjectCommand({ Bucket: settings.bucket, Key: archiveKey, Body: 'archive' }),
        );

        await expect(
          restoreBackup({ file: archives.unknown, config, replace: true, say: quiet }),
        ).rejects.toThrow(/newer or different version/);
        expect(await keysIn(bucket)).toEqual(sorted(made.old));
        expect(await usersIn(dataDir)).toEqual(['old']);

        const said: string[] = [];
        await restoreBackup({
          file: archives.new,
          config,
          replace: true,
          say: (line) => said.push(line),
        });
        expect(await keysIn(bucket)).toEqual(sorted(made.new));
        expect(await usersIn(dataDir)).toEqual(['new']);
        expect(said.at(-1)).toBe(
          'Removed 2 files of the replaced data that the backup does not have.',
        );
        // The archive beside the files is untouched.
        const archive = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: archiveKey }),
        );
        expect(await archive.Body!.transformToString()).toBe('archive');
      } finally {
        bucket.close?.();
        client.destroy();
      }
    },
  );
});
