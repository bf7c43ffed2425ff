import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { firm } from '@lexbridge/shared/firm/firm';
import { backupRuns, backupSchedule, emailOutbox } from '../../db/schema/index';
import { zonedInstant } from '../../platform/calendar/time';
import { openSecondHandle } from '../../test/database';
import { useTestApp } from '../../test/suite';
import { newestBackupAt } from './backup-age';
import { scheduledBackupDeps } from './schedule-job';
import { runScheduledBackup, type ScheduledBackupDeps } from './scheduled-backup';

/** A moment in the firm's time zone: the fake "now" each check is given. */
const at = (date: string, time: string) => zonedInstant(date, time, firm.timeZone)!;

describe('the scheduled backup', () => {
  const t = useTestApp();
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  let deps: ScheduledBackupDeps;
  beforeEach(async () => {
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-scheduled-'));
    dirs.push(backupDir);
    deps = { ...scheduledBackupDeps(t.app), backupDir };
    await t.db.delete(backupRuns);
    await t.db.delete(emailOutbox);
    await t.db.delete(backupSchedule);
  });

  const schedule = (values: { enabled: boolean; hour: number; keepLast: number }) =>
    t.db.insert(backupSchedule).values(values);
  const archives = () => fs.readdirSync(deps.backupDir).sort();
  const runs = () => t.db.select().from(backupRuns).orderBy(backupRuns.startedAt);

  it('runs once on the day, at its hour in the firm time zone, and records the run', async () => {
    expect(await runScheduledBackup(deps, at('2030-01-07', '03:10'))).toBe('not-due'); // off
    await schedule({ enabled: true, hour: 3, keepLast: 5 });
    expect(await runScheduledBackup(deps, at('2030-01-07', '02:55'))).toBe('not-due');
    expect(await runScheduledBackup(deps, at('2030-01-07', '04:00'))).toBe('not-due');
    expect(archives()).toEqual([]);

    const now = at('2030-01-07', '03:05');
    expect(await runScheduledBackup(deps, now)).toBe('ok');
    const [archive, ...more] = archives();
    expect(more).toEqual([]);
    const [run, ...otherRuns] = await runs();
    expect(otherRuns).toEqual([]);
    expect(run).toMatchObject({
      startedAt: now,
      result: 'ok',
      file: archive,
      sizeBytes: fs.statSync(path.join(deps.backupDir, archive!)).size,
      error: null,
    });
    expect(run!.finishedAt).not.toBeNull();
    expect(run!.sizeBytes).toBeGreaterThan(0);

    // The later checks of that hour find today's backup taken; the next day runs again.
    expect(await runScheduledBackup(deps, at('2030-01-07', '03:35'))).toBe('not-due');
    expect(archives()).toHaveLength(1);
    expect(await runScheduledBackup(deps, at('2030-01-08', '03:00'))).toBe('ok');
    expect(archives()).toHaveLength(2);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it('runs on one instance only when two check at once', async () => {
    await schedule({ enabled: true, hour: 22, keepLast: 5 });
    const second = await openSecondHandle(t.database);
    try {
      const other: ScheduledBackupDeps = {
        ...deps,
        db: second.db,
        source: { ...deps.source, database: { db: second.db, kind: second.kind } },
      };
      const now = at('2030-02-01', '22:05');
      const outcomes = await Promise.all([
        runScheduledBackup(deps, now),
        runScheduledBackup(other, now),
        runScheduledBackup(other, now),
      ]);
      expect(outcomes.sort()).toEqual(['not-due', 'not-due', 'ok']);
      expect(archives()).toHaveLength(1);
      expect(await runs()).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('keeps the last N archives, deleting the oldest with their records', async () => {
    await schedule({ enabled: true, hour: 1, keepLast: 2 });
    const days = ['2030-03-01', '2030-03-02', '2030-03-03'];
    for (const day of days) expect(await runScheduledBackup(deps, at(day, '01:00'))).toBe('ok');
    const kept = await runs();
    expect(kept.map((run) => run.startedAt)).toEqual(days.slice(1).map((day) => at(day, '01:00')));
    expect(archives()).toEqual(kept.map((run) => run.file));
  });

  it('records a failure and mails the firm when the archive cannot be written', async () => {
    await schedule({ enabled: true, hour: 9, keepLast: 3 });
    // A file where the folder should be: nothing can be written under it, even by root.
    const blocker = path.join(deps.backupDir, 'not-a-folder');
    fs.writeFileSync(blocker, '');
    const failing = { ...deps, backupDir: path.join(blocker, 'backups') };
    expect(await runScheduledBackup(failing, at('2030-04-02', '09:15'))).toBe('failed');
    const [run] = await runs();
    expect(run).toMatchObject({ result: 'failed', sizeBytes: null, file: null });
    expect(run!.error).toMatch(/ENOTDIR/);
    expect(run!.finishedAt).not.toBeNull();
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, firm.contactEmail));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('The scheduled backup failed');
    expect(mails[0]!.text).toContain(run!.error);
    expect(mails[0]!.text).toContain('/admin/settings');
    // The day counts as done: the failure is not retried every five minutes of the hour.
    expect(await runScheduledBackup(failing, at('2030-04-02', '09:20'))).toBe('not-due');
  });

  it("gives the metrics' backup age the newest successful run, or a newer archive in the folder", async () => {
    expect(await newestBackupAt(t.db, deps.backupDir)).toBeNull();
    const manual = path.join(deps.backupDir, 'lexbridge-manual.tar.gz');
    fs.writeFileSync(manual, 'x');
    fs.utimesSync(manual, new Date('2030-05-01T00:00:00Z'), new Date('2030-05-01T00:00:00Z'));
    expect(await newestBackupAt(t.db, deps.backupDir)).toEqual(new Date('2030-05-01T00:00:00Z'));

    const run = (finishedAt: string, result: 'ok' | 'failed') =>
      t.db
        .insert(backupRuns)
        .values({ startedAt: new Date(finishedAt), finishedAt: new Date(finishedAt), result });
    await run('2030-05-03T00:00:00Z', 'ok');
    await run('2030-05-04T00:00:00Z', 'failed'); // a failed run is no backup
    expect(await newestBackupAt(t.db, deps.backupDir)).toEqual(new Date('2030-05-03T00:00:00Z'));
    // A backup made by hand after the last scheduled one is the newest.
    fs.utimesSync(manual, new Date('2030-05-05T00:00:00Z'), new Date('2030-05-05T00:00:00Z'));
    expect(await newestBackupAt(t.db, deps.backupDir)).toEqual(new Date('2030-05-05T00:00:00Z'));
    // With no archive in the folder (another place, or removed), the record still says.
    fs.rmSync(manual);
    expect(await newestBackupAt(t.db, deps.backupDir)).toEqual(new Date('2030-05-03T00:00:00Z'));
  });
});
