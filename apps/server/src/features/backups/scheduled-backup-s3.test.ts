import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { firm } from '@lexbridge/shared/firm/firm';
import { backupRuns, backupSchedule, emailOutbox } from '../../db/schema/index';
import { zonedInstant } from '../../platform/calendar/time';
import { createS3Client } from '../../platform/storage/s3';
import { documentHashes, expectRestored, seedFirm } from '../../test/backup-fixtures';
import { createRestoreTarget } from '../../test/restore-target';
import { startS3UnderTest, type S3UnderTest } from '../../test/s3-under-test';
import { useTestApp } from '../../test/suite';
import { restoreBackup } from './index';
import { scheduledBackupDeps } from './schedule-job';
import { runScheduledBackup, type ScheduledBackupDeps } from './scheduled-backup';

// Scheduled backups into a prefix of the S3 bucket (Admin -> Settings -> Backups -> S3), against
// the project's S3 test server (or moto_server with S3_TEST_SERVER=moto).
const at = (date: string, time: string) => zonedInstant(date, time, firm.timeZone)!;

describe('the scheduled backup into an S3 prefix', () => {
  const t = useTestApp();
  let s3: S3UnderTest;
  let client: ReturnType<typeof createS3Client>;
  let deps: ScheduledBackupDeps;
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-scheduled-s3-'));

  beforeAll(async () => {
    s3 = await startS3UnderTest();
    client = createS3Client(s3.settings);
  });
  afterAll(async () => {
    client.destroy();
    await s3.stop();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    deps = { ...scheduledBackupDeps(t.app), backupDir, s3: s3.settings };
    await t.db.delete(backupRuns);
    await t.db.delete(emailOutbox);
    await t.db.delete(backupSchedule);
  });

  const schedule = (values: Partial<typeof backupSchedule.$inferInsert>) =>
    t.db.insert(backupSchedule).values({ enabled: true, hour: 4, keepLast: 5, ...values });
  const runs = () => t.db.select().from(backupRuns).orderBy(backupRuns.startedAt);
  /** The archives under `prefix` in the bucket, with their sizes. */
  async function objects(prefix: string) {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
    return (page.Contents ?? [])
      .filter((object) => object.Key!.startsWith(prefix))
      .map((object) => ({ key: object.Key!, size: object.Size! }))
      .sort((a, b) => a.key.localeCompare(b.key));
  }

  it(
    'uploads the archive under the prefix and records its key and size; restore takes it once downloaded',
    { timeout: 180_000 },
    async () => {
      const seeded = await seedFirm(t, 'scheduled-s3@example.com');
      const hashes = await documentHashes(t);
      await schedule({ destination: 's3', s3Prefix: 'firm/nightly/' });
      expect(await runScheduledBackup(deps, at('2030-06-01', '04:10'))).toBe('ok');

      const [run] = await runs();
      const [object, ...more] = await objects('firm/nightly/');
      expect(more).toEqual([]);
      expect(object!.key).toMatch(/^firm\/nightly\/lexbridge-2030-06-01T.+\.tar\.gz$/);
      expect(run).toMatchObject({
        result: 'ok',
        destination: 's3',
        file: object!.key,
        sizeBytes: object!.size,
      });
      expect(fs.readdirSync(backupDir)).toEqual([]); // nothing kept on the server's disk

      // As the README says: download the object (aws s3 cp ...), then npm run restore -- FILE.
      const downloaded = path.join(backupDir, 'downloaded.tar.gz');
      const got = await client.send(
        new GetObjectCommand({ Bucket: s3.settings.bucket, Key: object!.key }),
      );
      await pipeline(got.Body as Readable, fs.createWriteStream(downloaded));
      const target = await createRestoreTarget(t);
      try {
        const manifest = await restoreBackup({
          file: downloaded,
          config: target.config,
          replace: false,
          say: () => {},
        });
        const restored = await target.open();
        try {
          await expectRestored(restored, manifest, [seeded], hashes);
        } finally {
          await restored.close();
        }
      } finally {
        await target.remove();
        fs.rmSync(downloaded);
      }
    },
  );

  it(
    'keeps the last N on the prefix, removing older archives wherever their run put them',
    { timeout: 180_000 },
    async () => {
      // The first backup went to the folder; then the firm moved its backups to S3.
      await schedule({ keepLast: 2 });
      expect(await runScheduledBackup(deps, at('2030-07-01', '04:00'))).toBe('ok');
      expect(fs.readdirSync(backupDir)).toHaveLength(1);
      await t.db.update(backupSchedule).set({ destination: 's3', s3Prefix: 'kept/' });
      for (const day of ['2030-07-02', '2030-07-03', '2030-07-04'])
        expect(await runScheduledBackup(deps, at(day, '04:00'))).toBe('ok');

      const kept = await runs();
      expect(kept.map((run) => run.startedAt)).toEqual([
        at('2030-07-03', '04:00'),
        at('2030-07-04', '04:00'),
      ]);
      expect((await objects('kept/')).map((object) => object.key)).toEqual(
        kept.map((run) => run.file),
      );
      expect(fs.readdirSync(backupDir)).toEqual([]); // the folder's old archive went too
    },
  );

  it('fails, says why and mails the firm when the schedule names S3 and the server has no bucket', async () => {
    await schedule({ destination: 's3' });
    const withoutBucket = { ...deps, s3: undefined };
    expect(await runScheduledBackup(withoutBucket, at('2030-08-01', '04:30'))).toBe('failed');
    const [run] = await runs();
    expect(run).toMatchObject({ result: 'failed', destination: 's3', file: null });
    expect(run!.error).toMatch(/no S3 bucket \(S3_BUCKET is not set\)/);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, firm.contactEmail));
    expect(mails.map((mail) => mail.text)).toEqual([expect.stringContaining(run!.error!)]);
  });
});
