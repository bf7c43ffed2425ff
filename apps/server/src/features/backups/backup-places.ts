import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BackupDestination } from '@lexbridge/shared/schemas/backups';
import type { S3Settings } from '../../platform/storage/s3';

/** Where scheduled backups are kept: the server's backup folder, or a prefix in the S3 bucket. */
export type BackupPlace = {
  destination: BackupDestination;
  /**
   * Has `write` make the archive in a local file, and keeps it here under `name`. Returns its
   * name here (a file name in the folder, an object key in the bucket) and its size.
   */
  store(
    name: string,
    write: (file: string) => Promise<unknown>,
  ): Promise<{ file: string; sizeBytes: number }>;
  /** Removes an archive `store` kept (by the name it returned); one already gone is no error. */
  remove(file: string): Promise<void>;
  close(): void;
};

export type BackupPlaceSettings = { backupDir: string; s3?: S3Settings };

/** BACKUP_DIR (default $DATA_DIR/backups): archives written in place, private to the server. */
function backupFolder(dir: string): BackupPlace {
  return {
    destination: 'local',
    async store(name, write) {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const target = path.join(dir, name);
      await write(target);
      return { file: name, sizeBytes: fs.statSync(target).size };
    },
    remove: async (file) => fs.rmSync(path.join(dir, path.basename(file)), { force: true }),
    close: () => {},
  };
}

/**
 * `prefix` in the S3 bucket the server stores files in. The archive is written to a private
 * temporary folder first (TMPDIR: it needs room for one archive), then uploaded and removed. Its
 * key is no stored file's (`<area>/<uuid>`), so neither backups nor restores ever take it for one.
 */
async function s3Prefix(settings: S3Settings, prefix: string): Promise<BackupPlace> {
  const { createS3Client, uploadObject } = await import('../../platform/storage/s3');
  const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  return {
    destination: 's3',
    async store(name, write) {
      const spool = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-scheduled-'));
      try {
        const local = path.join(spool, name);
        await write(local);
        const Key = `${prefix}${name}`;
        await uploadObject(client, { Bucket, Key, Body: fs.createReadStream(local) });
        return { file: Key, sizeBytes: fs.statSync(local).size };
      } finally {
        fs.rmSync(spool, { recursive: true, force: true });
      }
    },
    remove: async (Key) => void (await client.send(new DeleteObjectCommand({ Bucket, Key }))),
    close: () => client.destroy(),
  };
}

/**
 * The place for `destination`; S3 needs the server's bucket (S3_BUCKET), and says so without it
 * (the schedule was saved when there was one, or the setting was removed since).
 */
export async function openBackupPlace(
  settings: BackupPlaceSettings,
  destination: BackupDestination,
  prefix = '',
): Promise<BackupPlace> {
  if (destination === 'local') return backupFolder(settings.backupDir);
  if (!settings.s3)
    throw new Error(
      'The schedule keeps backups in S3, but this server has no S3 bucket (S3_BUCKET is not set). Set it, or choose the backup folder in Admin -> Settings -> Backups.',
    );
  return s3Prefix(settings.s3, prefix);
}
