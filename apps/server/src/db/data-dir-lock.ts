import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two processes on one data directory would corrupt it. The lock is a
 * file holding the owner's pid, created exclusively; a lock left by a dead process is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, 'lexbridge.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new DataDirLockedError(
          `Another Lexbridge process (pid ${owner}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
