import fs from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';

export class LegacyDataDirError extends Error {}

// What makes a data directory an install's: its database, its files or its keys (the lock file
// alone is no data).
const DATA_ENTRIES = ['pg', 'uploads', 'auth.secret', 'encryption.key'];

const holdsData = (dir: string) =>
  DATA_ENTRIES.some((entry) => fs.existsSync(path.join(dir, entry)));
const isEmptyOrMissing = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * A relative DATA_DIR used to mean a folder of apps/server when started through npm; it now means
 * one of the folder npm was started from (config.ts). An install whose data is still in the old
 * place must not start on an empty database in the new one: when the new place is empty and the
 * old one holds data, the old folder is moved there whole (one rename, under the old folder's
 * lock, so never while a server still runs on it). Returns the line to log, or null when there
 * was nothing to do; throws LegacyDataDirError, saying how to move it by hand, when it cannot.
 */
export function adoptLegacyDataDir(config: {
  dataDir: string;
  legacyDataDir?: string;
}): string | null {
  const { dataDir, legacyDataDir: legacy } = config;
  if (!legacy || !holdsData(legacy) || holdsData(dataDir)) return null;
  const byHand =
    `Stop every Lexbridge process, then move it yourself (mv ${legacy} ${dataDir}), ` +
    `or start with DATA_DIR=${legacy} to keep it where it is.`;
  if (!isEmptyOrMissing(dataDir)) {
    throw new LegacyDataDirError(
      `The data of this install is in ${legacy}, but the data directory is now ${dataDir}, ` +
        `which holds other files. ${byHand}`,
    );
  }
  let release;
  try {
    release = lockDataDir(legacy); // refused while a server still runs on the old folder
  } catch (error) {
    throw new LegacyDataDirError(
      `The data of this install is in ${legacy} and moves to ${dataDir}, the data directory now: ${(error as Error).message}`,
    );
  }
  try {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    fs.rmSync(dataDir, { recursive: true, force: true }); // empty, checked above
    fs.renameSync(legacy, dataDir);
  } catch (error) {
    release();
    throw new LegacyDataDirError(
      `Could not move the data directory from ${legacy} to ${dataDir}: ${(error as Error).message}. ${byHand}`,
    );
  }
  fs.rmSync(path.join(dataDir, 'lexbridge.lock'), { force: true }); // the lock moved with it
  return (
    `Moved the data directory from ${legacy} to ${dataDir}: a relative DATA_DIR now means a ` +
    'folder of the directory Lexbridge was started from (the repository root for npm start).'
  );
}
