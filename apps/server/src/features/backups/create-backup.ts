import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/client';
import { FileMissingError, type FileStorage } from '../../platform/storage/storage';
import { createArchiveWriter, type ArchiveWriter } from './archive-writer';
import { appVersion } from './app-version';
import { dumpDatabase } from './database-dump';
import { keyFingerprints, type KeySources } from './keys';
import {
  BACKUP_FORMAT,
  FORMAT_VERSION,
  filePartName,
  MANIFEST_NAME,
  type FilePart,
  type Manifest,
} from './manifest';

export type BackupSource = {
  database: Pick<Database, 'db' | 'kind'>;
  storage: FileStorage;
  keys: Omit<KeySources, 'databaseKind'>;
};

/** Adds every stored file not in `done` to the archive; a file removed meanwhile is skipped. */
async function addFiles(writer: ArchiveWriter, storage: FileStorage, done: Map<string, FilePart>) {
  for await (const key of storage.keys()) {
    if (done.has(key)) continue;
    let opened;
    try {
      opened = await storage.open(key);
    } catch (error) {
      if (error instanceof FileMissingError) continue;
      throw error;
    }
    const name = filePartName(key);
    const sha256 = await writer.add(name, opened.sizeBytes, opened.stream);
    done.set(key, { key, name, bytes: opened.sizeBytes, sha256 });
  }
}

/**
 * Writes one archive (`file`, gzip-compressed tar) holding the database's rows as of one moment,
 * every stored file and a manifest, while the server keeps running. Files are read before and
 * after the database snapshot: a file is written before the row that names it, so every row in the
 * snapshot finds its file in one of the two passes, even when it is deleted meanwhile.
 * The keys are never written, only their fingerprints.
 */
export async function createBackup(source: BackupSource, file: string): Promise<Manifest> {
  const { database, storage } = source;
  const spool = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-backup-'));
  const writer = createArchiveWriter(file);
  try {
    const files = new Map<string, FilePart>();
    await addFiles(writer, storage, files);
    const snapshot = await dumpDatabase(database.db, spool);
    await addFiles(writer, storage, files);
    for (const table of snapshot.tables) {
      const sha256 = await writer.add(
        table.name,
        table.bytes,
        fs.createReadStream(path.join(spool, `${table.table}.jsonl`)),
      );
      if (sha256 !== table.sha256)
        throw new Error(`The snapshot of ${table.table} changed on disk.`);
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      database: { kind: database.kind, lastMigration: snapshot.lastMigration },
      tables: snapshot.tables,
      files: [...files.values()],
      ...keyFingerprints({ ...source.keys, databaseKind: database.kind }),
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writer.add(MANIFEST_NAME, text.length, text);
    await writer.finish();
    return manifest;
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    fs.rmSync(spool, { recursive: true, force: true });
  }
}
