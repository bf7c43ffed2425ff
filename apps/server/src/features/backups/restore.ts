import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import { BackupRefusedError, unpackAndVerify } from './archive-reader';
import { fileTarget, type FileTarget } from './file-targets';
import { keyFingerprints } from './keys';
import type { Manifest } from './manifest';
import { databaseTarget, type DatabaseTarget } from './restore-targets';

export type RestoreOptions = {
  file: string;
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 's3' | 'encryptionKey' | 'authSecret'>;
  /** Replace a database or storage that holds data (kept until the restore has succeeded). */
  replace: boolean;
  /** Progress for the operator, one plain sentence at a time. */
  say(line: string): void;
};

/** Refuses a restore whose data the keys here cannot read (compared by fingerprint). */
function checkKeys(manifest: Manifest, config: RestoreOptions['config']) {
  const here = keyFingerprints({
    ...config,
    databaseKind: config.databaseUrl ? 'postgres' : 'pglite',
  });
  const wanted = (name: string, file: string, fingerprint: string) =>
    `The backup needs the ${name} it was made with (fingerprint ${fingerprint}): set ${name === 'encryption key' ? 'ENCRYPTION_KEY' : 'AUTH_SECRET'} to it` +
    (config.databaseUrl
      ? '.'
      : `, or copy the file ${file} from the old data directory into ${config.dataDir}.`) +
    ' Nothing was restored.';
  const { encryptionKeyFingerprint: key, authSecretFingerprint: secret } = manifest;
  if (key && here.encryptionKeyFingerprint !== key)
    throw new BackupRefusedError(
      (here.encryptionKeyFingerprint
        ? 'The encryption key here is not the one this backup was made with. '
        : 'There is no encryption key here. ') + wanted('encryption key', 'encryption.key', key),
    );
  if (secret && here.authSecretFingerprint !== secret)
    throw new BackupRefusedError(
      (here.authSecretFingerprint
        ? 'The auth secret here is not the one this backup was made with. '
        : 'There is no auth secret here. ') + wanted('auth secret', 'auth.secret', secret),
    );
}

/**
 * Restores a backup archive: checks every part against the manifest and the keys against their
 * fingerprints before anything is written, refuses a database or storage that holds data unless
 * `replace`, then writes the files beside those there and the database beside the old one (or in
 * one transaction), makes the database live, and only then removes what it replaced.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { config, say } = options;
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-restore-'));
  try {
    say(`Checking ${options.file} ...`);
    const manifest = await unpackAndVerify(options.file, staging);
    checkKeys(manifest, config);
    say(
      `The archive is whole: ${manifest.tables.length} tables and ${manifest.files.length} files from ${manifest.createdAt} (Lexbridge ${manifest.appVersion}).`,
    );
    const database = databaseTarget(config);
    try {
      if (database.recovered) say(database.recovered);
      const files = await fileTarget(config);
      try {
        await refuseFull(options.replace, database, files);
        try {
          say(`Restoring ${manifest.files.length} files into ${files.location} ...`);
          await files.write(staging, manifest);
          say(`Restoring the database into ${database.location} ...`);
          await database.restore(staging, manifest);
        } catch (error) {
          await files.undo();
          throw error;
        }
        // From here the restored database's files must stay, whatever happens next.
        await database.commit();
        const removed = await files.removeReplaced(manifest);
        if (removed > 0)
          say(`Removed ${removed} files of the replaced data that the backup does not have.`);
      } finally {
        files.close();
      }
    } finally {
      await database.close();
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Refuses a database or storage that holds data, unless the operator said to replace it. */
async function refuseFull(replace: boolean, database: DatabaseTarget, files: FileTarget) {
  if (replace) return;
  const full = [
    (await database.holdsData()) && database.location,
    (await files.holdsData()) && files.location,
  ].filter(Boolean);
  if (full.length > 0)
    throw new BackupRefusedError(
      `${full.join(' and ')} already ${full.length > 1 ? 'hold' : 'holds'} data. Restore into an empty one, or add --replace to replace it (what is there now is kept until the restore has succeeded). Nothing was restored.`,
    );
}
