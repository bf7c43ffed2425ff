import fs from 'node:fs';
import path from 'node:path';

/**
 * The data directory holds the database, the uploads and the encryption key: nobody but the
 * account that runs Lexbridge may read it. The process runs with this umask, so what it creates
 * is 0700 (folders) and 0600 (files) whatever the library creating it asks for.
 */
export const PRIVATE_UMASK = 0o077;
const GROUP_AND_OTHERS = 0o077;

export type Tightened = {
  directories: number;
  files: number;
  /** Entries whose rights could not be changed (owned by another user, say), and the first. */
  untouched: number;
  firstUntouched: string | null;
};

/**
 * Creates `dataDir` (0700) if needed and takes group and others' rights off everything in it
 * that has any (folders then at most 0700, files at most 0600): a data directory made by an
 * older version, or copied in, is private from this start on. Only what is looser is changed;
 * symbolic links are left alone (their target's rights are the target's). An entry whose rights
 * cannot be changed (another user's, in a volume mounted in) is counted, not fatal: the server
 * still starts, and the start-up log names it.
 */
export function tightenDataDir(dataDir: string, chmod = fs.chmodSync): Tightened {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tightened: Tightened = { directories: 0, files: 0, untouched: 0, firstUntouched: null };
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & GROUP_AND_OTHERS) !== 0) {
      try {
        chmod(target, stat.mode & 0o7777 & ~GROUP_AND_OTHERS);
        tightened[stat.isDirectory() ? 'directories' : 'files'] += 1;
      } catch (error) {
        tightened.untouched += 1;
        tightened.firstUntouched ??= `${target} (${(error as NodeJS.ErrnoException).code})`;
      }
    }
    if (stat.isDirectory())
      for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(dataDir);
  return tightened;
}

/** The start-up log line for what `tightenDataDir` changed, or null when nothing was looser. */
export function describeTightened(dataDir: string, { directories, files }: Tightened) {
  if (directories + files === 0) return null;
  return (
    `Data directory ${dataDir}: took group and others' access off ${directories} folders and ` +
    `${files} files (now 0700 folders, 0600 files: only this account can read them).`
  );
}

/** The start-up warning for entries whose rights could not be tightened, or null when none. */
export function describeUntouched(dataDir: string, { untouched, firstUntouched }: Tightened) {
  if (untouched === 0) return null;
  return (
    `Data directory ${dataDir}: ${untouched} entries others may read could not be made private, ` +
    `first ${firstUntouched}; give them to the account that runs Lexbridge (chown) or fix their rights.`
  );
}
