import path from 'node:path';
import fs from 'node:fs';
import type { Config } from '../../config';
import { createFileStorage } from '../../platform/storage/create';
import type { FileStorage } from '../../platform/storage/storage';
import type { Manifest } from './manifest';

/**
 * Where a restore puts the files: the storage the configuration names (S3_BUCKET, or
 * `$DATA_DIR/uploads`), filled beside what is there, and cleaned up after the restore.
 */
export type FileTarget = {
  location: string;
  holdsData(): Promise<boolean>;
  /** Puts every file of the backup in; keys are random, so none is another file's. */
  write(dir: string, manifest: Manifest): Promise<void>;
  /** After a failed restore: removes the files `write` added (none that was there before). */
  undo(): Promise<void>;
  /**
   * After the restore succeeded, and only then: removes the files the replaced data had and the
   * backup does not. Returns how many.
   */
  removeReplaced(manifest: Manifest): Promise<number>;
  close(): void;
};

async function hasAnyKey(storage: FileStorage) {
  const first = await storage.keys()[Symbol.asyncIterator]().next();
  return !first.done;
}

/**
 * The files are written into the live storage rather than swapped in: a key names one file for
 * good, so the old database and the restored one both find theirs there until the restore has
 * succeeded, whenever the process stops. Only stored files' keys are listed (`<area>/<uuid>`):
 * anything else in the bucket or folder, backup archives included, is never touched.
 */
export async function fileTarget(config: Pick<Config, 's3' | 'dataDir'>): Promise<FileTarget> {
  const storage = await createFileStorage(config);
  const before = new Set<string>();
  const added: string[] = [];
  return {
    location: config.s3 ? `S3 bucket ${config.s3.bucket}` : path.join(config.dataDir, 'uploads'),
    holdsData: () => hasAnyKey(storage),
    async write(dir, manifest) {
      for await (const key of storage.keys()) before.add(key);
      for (const file of manifest.files) {
        if (!before.has(file.key)) added.push(file.key);
        await storage.putAt(file.key, fs.createReadStream(path.join(dir, file.name)));
      }
    },
    async undo() {
      for (const key of added) await storage.remove(key).catch(() => {});
    },
    async removeReplaced(manifest) {
      const kept = new Set(manifest.files.map((file) => file.key));
      const replaced = [...before].filter((key) => !kept.has(key));
      for (const key of replaced) await storage.remove(key);
      return replaced.length;
    },
    close: () => storage.close?.(),
  };
}
