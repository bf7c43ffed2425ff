import { describe, expect, it } from 'vitest';
import type { BackupsOverview } from '@lexbridge/shared/schemas/backups';
import { backupRuns } from '../../db/schema/index';
import { adminSettingsHttp } from '../../test/admin-http';
import { useAdmin, useTestApp } from '../../test/suite';

const defaults = {
  enabled: false,
  hour: 2,
  keepLast: 14,
  destination: 'local',
  s3Prefix: 'backups/',
};

/** The admin's Backups card as the browser uses it, on an app started with `env`. */
function useBackupsCard(env: Record<string, string> = {}) {
  const t = useTestApp({ env });
  const admin = useAdmin(t);
  const http = adminSettingsHttp(t, admin, {
    read: '/api/admin/backups',
    save: '/api/admin/backups/schedule',
  });
  return { t, admin, ...http, read: () => http.read<BackupsOverview>() };
}

describe('the scheduled backup in the admin settings', () => {
  const { t, admin, read, save, audits } = useBackupsCard();

  it('starts off, refuses values out of bounds in both languages, and saves nothing', async () => {
    expect(await read()).toEqual({
      schedule: defaults,
      places: { local: t.config.backupDir, s3Bucket: null },
      runs: [],
    });
    const refused = await save({
      enabled: 'yes',
      hour: 24,
      keepLast: 0,
      destination: 'ftp',
      s3Prefix: '../firm',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      enabled: 'Choose whether the backup runs every day.',
      hour: 'Enter a whole hour from 0 to 23.',
      keepLast: 'Enter a whole number of backups from 1 to 90.',
      destination: "Choose where the backups go: the server's backup folder or the S3 bucket.",
      s3Prefix:
        'Enter a folder in the bucket such as backups/: letters, digits, dots, hyphens and underscores, in parts separated by /, at most 200 characters.',
    });
    const greek = await save({ ...defaults, hour: 3, keepLast: 91 }, 'el');
    expect(greek.json().error.fields).toEqual({
      keepLast: 'Εισαγάγετε ακέραιο αριθμό αντιγράφων από 1 έως 90.',
    });
    for (const s3Prefix of ['', '/backups', 'a//b', 'x'.repeat(201), 'back ups/'])
      expect((await save({ ...defaults, s3Prefix })).json().error.fields).toHaveProperty(
        's3Prefix',
      );
    expect((await read()).schedule).toEqual(defaults);
    expect(await audits()).toHaveLength(0);
  });

  it('refuses S3 in both languages when the server has no S3 bucket', async () => {
    const english = await save({ ...defaults, destination: 's3' });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.fields).toEqual({
      destination:
        "This server has no S3 bucket (S3_BUCKET is not set), so backups cannot go to S3. Keep them in the server's backup folder, or set S3_BUCKET and restart the server first.",
    });
    const greek = await save({ ...defaults, destination: 's3' }, 'el');
    expect(greek.json().error.fields.destination).toMatch(
      /^Αυτός ο διακομιστής δεν έχει S3 bucket/,
    );
    expect((await read()).schedule).toEqual(defaults);
    expect(await audits()).toHaveLength(0);
  });

  it('saves the schedule, audits each change, and lists the last backups newest first', async () => {
    const saved = await save({ ...defaults, enabled: true, hour: '23', keepLast: 7 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...defaults, enabled: true, hour: 23, keepLast: 7 });
    const [entry, ...more] = await audits();
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actorId: admin.id });
    expect(entry!.details).toEqual({
      backupEnabled: 'false → true',
      backupHour: '2 → 23',
      backupKeepLast: '14 → 7',
    });
    expect((await save({ ...defaults, enabled: true, hour: 23, keepLast: 7 })).statusCode).toBe(
      200,
    );
    expect(await audits()).toHaveLength(1); // the same values again are no change

    await t.db.insert(backupRuns).values([
      {
        startedAt: new Date('2030-01-01T01:00:00Z'),
        finishedAt: new Date('2030-01-01T01:01:00Z'),
        result: 'ok',
        sizeBytes: 2048,
        destination: 's3',
        file: 'backups/lexbridge-a.tar.gz',
      },
      {
        startedAt: new Date('2030-01-02T01:00:00Z'),
        finishedAt: new Date('2030-01-02T01:00:01Z'),
        result: 'failed',
        error: 'ENOSPC: no space left on device',
      },
    ]);
    const { schedule, runs } = await read();
    expect(schedule).toEqual({ ...defaults, enabled: true, hour: 23, keepLast: 7 });
    expect(runs).toMatchObject([
      {
        result: 'failed',
        error: 'ENOSPC: no space left on device',
        sizeBytes: null,
        destination: 'local',
      },
      {
        result: 'ok',
        sizeBytes: 2048,
        destination: 's3',
        file: 'backups/lexbridge-a.tar.gz',
        startedAt: '2030-01-01T01:00:00.000Z',
      },
    ]);
  });
});

describe('the scheduled backup on a server that stores files in S3', () => {
  // Choosing S3 only needs the server's setting: nothing is sent to the bucket until a backup runs.
  const { t, read, save, audits } = useBackupsCard({
    S3_BUCKET: 'firm-files',
    S3_ENDPOINT: 'http://127.0.0.1:9',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
  });

  it('names the bucket, and saves S3 with a prefix ending in /', async () => {
    expect((await read()).places).toEqual({ local: t.config.backupDir, s3Bucket: 'firm-files' });
    const saved = await save({ ...defaults, destination: 's3', s3Prefix: ' firm/nightly ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...defaults, destination: 's3', s3Prefix: 'firm/nightly/' });
    expect((await read()).schedule).toEqual({
      ...defaults,
      destination: 's3',
      s3Prefix: 'firm/nightly/',
    });
    const [entry] = await audits();
    expect(entry!.details).toEqual({
      backupDestination: 'local → s3',
      backupS3Prefix: 'backups/ → firm/nightly/',
    });
  });
});
