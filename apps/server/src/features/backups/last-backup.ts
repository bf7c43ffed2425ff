import fs from 'node:fs';
import path from 'node:path';

/** The names `npm run backup` gives its archives in BACKUP_DIR. */
export const BACKUP_NAME = /^lexbridge-.+\.tar\.gz$/;

/**
 * When the newest finished archive in `backupDir` was written, or null when there is none (an
 * archive still being written is `<name>.partial` and does not count). For the backup-age gauge.
 */
export function lastBackupAt(backupDir: string): Date | null {
  let newest: Date | null = null;
  let names: string[];
  try {
    names = fs.readdirSync(backupDir);
  } catch {
    return null;
  }
  for (const name of names.filter((entry) => BACKUP_NAME.test(entry))) {
    const written = fs.statSync(path.join(backupDir, name)).mtime;
    if (!newest || written > newest) newest = written;
  }
  return newest;
}
