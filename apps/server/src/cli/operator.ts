import fs from 'node:fs';
import type { Manifest } from '../features/backups';

/**
 * The folder the operator ran npm in: `npm run backup` and `npm run restore` run from apps/server
 * (scripts/run.mjs), so a file named on the command line is found from where npm was started.
 */
export const originalCwd = () => process.env.INIT_CWD ?? process.cwd();

/** What a finished backup tells the operator, with the reminder that the keys are not in it. */
export function describeBackup(file: string, manifest: Manifest) {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = fs.statSync(file).size;
  const size =
    bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} kB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return [
    `Backup written to ${file} (${size}): ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files.`,
    '',
    'The encryption key and the auth secret are NOT in the archive, and a restore needs them.',
    `Keep a copy of them apart from the backups (ENCRYPTION_KEY and AUTH_SECRET, or the files`,
    'encryption.key and auth.secret in the data directory).' +
      (manifest.encryptionKeyFingerprint
        ? ` The archive needs the encryption key with fingerprint ${manifest.encryptionKeyFingerprint}.`
        : ''),
  ].join('\n');
}

/** Prints an error as the operator should read it, and ends the command with status 1. */
export function failAndExit(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
