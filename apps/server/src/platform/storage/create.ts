import path from 'node:path';
import type { Config } from '../../config';
import { createLocalDiskStorage } from './local-disk';
import type { FileStorage } from './storage';

/**
 * The storage the configuration asks for: an S3 bucket when S3_BUCKET is set (needed as soon as
 * several server instances must see the same files), else local disk under `$DATA_DIR/uploads`.
 */
export async function createFileStorage(
  config: Pick<Config, 's3' | 'dataDir'>,
): Promise<FileStorage> {
  if (!config.s3) return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
  // The AWS SDK is loaded only when a bucket is configured: it costs half a second at start.
  const { createS3Storage } = await import('./s3');
  return createS3Storage(config.s3);
}

/** Where files go, for the start-up log (never the credentials). */
export function describeStorage(config: Pick<Config, 's3' | 'dataDir'>): string {
  if (!config.s3) return `Files: local disk in ${path.join(config.dataDir, 'uploads')}`;
  const { endpoint, region } = config.s3;
  const where = endpoint ? new URL(endpoint).origin : `AWS region ${region}`;
  return `Files: S3 bucket ${config.s3.bucket} at ${where}`;
}
