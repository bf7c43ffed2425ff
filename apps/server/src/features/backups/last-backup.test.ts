import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastBackupAt } from './index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-last-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('lastBackupAt', () => {
  it('is the time of the newest finished archive in BACKUP_DIR, null without one', () => {
    expect(lastBackupAt(path.join(dir, 'missing'))).toBeNull();
    const write = (name: string, at: Date) => {
      fs.writeFileSync(path.join(dir, name), 'x');
      fs.utimesSync(path.join(dir, name), at, at);
    };
    write('notes.txt', new Date('2026-11-26T00:00:00Z'));
    write('lexbridge-a.tar.gz.partial', new Date('2026-11-27T09:00:00Z'));
    expect(lastBackupAt(dir)).toBeNull();
    write('lexbridge-old.tar.gz', new Date('2026-11-20T02:00:00Z'));
    write('lexbridge-new.tar.gz', new Date('2026-11-26T02:00:00Z'));
    expect(lastBackupAt(dir)).toEqual(new Date('2026-11-26T02:00:00Z'));
  });
});
