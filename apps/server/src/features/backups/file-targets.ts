import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { createFileStorage } from '../../platform/storage/create';
import { createLocalDiskStorage } from '../../platform/storage/local-disk';
import type { FileStorage } from '../../platform/storage/storage';
import type { Manifest } from './manifest';

/** Where a restore puts the files: checked, filled, then made live, or undone. */
export type FileTarget = {
  location: string;
  holdsData(): Promise<boolean>;
  write(dir: string, manifest: Manifest): Promise<void>;
  undo(): Promise<void>;
  commit(): Promise<void>;
  close(): void;
};

async function hasAnyKey(storage: FileStorage) {
  const first = await storage.keys()[Symbol.asyncIterator]().next();
  return !first.done;
}

async function putAll(
  storage: FileStorage,
  dir: string,
  manifest: Manifest,
  skip = new Set<string>(),
) {
  for (const file of manifest.files) {
    if (skip.has(file.key)) continue;
    await storage.putAt(file.key, fs.createReadStream(path.join(dir, file.name)));
  }
}

/** `$DATA_DIR/uploads`, filled as `uploads.restoring` and renamed into place at the end. */
function localDiskTarget(dataDir: string): FileTarget {
  const live = path.join(dataDir, 'uploads');
  const restoring = `${live}.restoring`;
  return {
    location: live,
    holdsData: () => hasAnyKey(createLocalDiskStorage(live)),
    async write(dir, manifest) {
      fs.rmSync(restoring, { recursive: true, force: true });
      fs.mkdirSync(restoring, { recursive: true, mode: 0o700 });
      await putAll(createLocalDiskStorage(restoring), dir, manifest);
    },
    undo: async () => fs.rmSync(restoring, { recursive: true, force: true }),
    async commit() {
      const replaced = `${live}.replaced`;
      fs.rmSync(replaced, { recursive: true, force: true });
      if (fs.existsSync(live)) fs.renameSync(live, replaced);
      fs.renameSync(restoring, live);
      fs.rmSync(replaced, { recursive: true, force: true });
    },
    close: () => {},
  };
}

/**
 * An S3 bucket. Keys are random, so the backup's files never overwrite another file; a failed
 * restore removes the objects it added. Objects already there stay (with --replace they are the
 * replaced data's files, unreferenced by the restored database).
 */
async function s3Target(config: Pick<Config, 's3' | 'dataDir'>): Promise<FileTarget> {
  const storage = await createFileStorage(config);
  const added: string[] = [];
  return {
    location: `S3 bucket ${config.s3!.bucket}`,
    holdsData: () => hasAnyKey(storage),
    async write(dir, manifest) {
      const existing = new Set<string>();
      for await (const key of storage.keys()) existing.add(key);
      for (const file of manifest.files) if (!existing.has(file.key)) added.push(file.key);
      await putAll(storage, dir, manifest);
    },
    async undo() {
      for (const key of added) await storage.remove(key).catch(() => {});
    },
    commit: async () => {},
    close: () => storage.close?.(),
  };
}

export const fileTarget = (config: Pick<Config, 's3' | 'dataDir'>) =>
  config.s3 ? s3Target(config) : Promise.resolve(localDiskTarget(config.dataDir));
