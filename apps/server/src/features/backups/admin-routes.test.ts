import { describe, expect, it } from 'vitest';
import type { BackupsOverview } from '@lexbridge/shared/schemas/backups';
import { backupRuns } from '../../db/schema/index';
import { adminSettingsHttp } from '../../test/admin-http';
import { useAdmin, useTestApp } from '../../test/suite';

describe('the scheduled backup in the admin settings', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const http = adminSettingsHttp(t, admin, {
    read: '/api/admin/backups',
    save: '/api/admin/backups/schedule',
  });
  const read = () => http.read<BackupsOverview>();
  const { save, audits } = http;

  it('starts off, refuses values out of bounds in both languages, and saves nothing', async () => {
    expect(await read()).toEqual({ schedule: { enabled: false, hour: 2, keepLast: 14 }, runs: [] });
    const refused = await save({ enabled: 'yes', hour: 24, keepLast: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      enabled: 'Choose whether the backup runs every day.',
      hour: 'Enter a whole hour from 0 to 23.',
      keepLast: 'Enter a whole number of backups from 1 to 90.',
    });
    const greek = await save({ enabled: true, hour: 3, keepLast: 91 }, 'el');
    expect(greek.json().error.fields).toEqual({
      keepLast: 'Εισαγάγετε ακέραιο αριθμό αντιγράφων από 1 έως 90.',
    });
    expect((await read()).schedule).toEqual({ enabled: false, hour: 2, keepLast: 14 });
    expect(await audits()).toHaveLength(0);
  });

  it('saves the schedule, audits each change, and lists the last backups newest first', async () => {
    const saved = await save({ enabled: true, hour: '23', keepLast: 7 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ enabled: true, hour: 23, keepLast: 7 });
    const [entry, ...more] = await audits();
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actorId: admin.id });
    expect(entry!.details).toEqual({
      backupEnabled: 'false → true',
      backupHour: '2 → 23',
      backupKeepLast: '14 → 7',
    });
    expect((await save({ enabled: true, hour: 23, keepLast: 7 })).statusCode).toBe(200);
    expect(await audits()).toHaveLength(1); // the same values again are no change

    await t.db.insert(backupRuns).values([
      {
        startedAt: new Date('2030-01-01T01:00:00Z'),
        finishedAt: new Date('2030-01-01T01:01:00Z'),
        result: 'ok',
        sizeBytes: 2048,
        file: 'lexbridge-a.tar.gz',
      },
      {
        startedAt: new Date('2030-01-02T01:00:00Z'),
        finishedAt: new Date('2030-01-02T01:00:01Z'),
        result: 'failed',
        error: 'ENOSPC: no space left on device',
      },
    ]);
    const { schedule, runs } = await read();
    expect(schedule).toEqual({ enabled: true, hour: 23, keepLast: 7 });
    expect(runs).toMatchObject([
      { result: 'failed', error: 'ENOSPC: no space left on device', sizeBytes: null },
      {
        result: 'ok',
        sizeBytes: 2048,
        file: 'lexbridge-a.tar.gz',
        startedAt: '2030-01-01T01:00:00.000Z',
      },
    ]);
  });
});
