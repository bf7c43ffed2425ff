import path from 'node:path';
import type { Config } from '../../config';
import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';
import type { FileStorage } from './storage';

/**
 * The storage the configuration asks for: an S3 bucket when S3_BUCKET is set (needed as soon as
 * several server instances must see the same files), else local disk under `$DATA_DIR/uploads`.
 */
export function createFileStorage(config: Pick<Config, 's3' | 'dataDir'>): FileStorage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}

/** Where files go, for the start-up log (never the credentials). */
export function describeStorage(config: Pick<Config, 's3' | 'dataDir'>): string {
  if (!config.s3) return `Files: local disk in ${path.join(config.dataDir, 'uploads')}`;
  const { endpoint, region } = config.s3;
  const where = endpoint ? new URL(endpoint).origin : `AWS region ${region}`;
  return `Files: S3 bucket ${config.s3.bucket} at ${where}`;
}
