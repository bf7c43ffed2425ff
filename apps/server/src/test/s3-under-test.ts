import { startMoto } from './moto';
import { startS3TestServer, type S3UnderTest } from './s3-server/index';

export type { S3UnderTest };

/**
 * The S3 server a test file runs against: by default the project's own, in Node (test/s3-server),
 * so `npm test` needs nothing but Node; with S3_TEST_SERVER=moto, moto_server (Python), as CI also
 * does. Neither skips: without moto_server, S3_TEST_SERVER=moto fails.
 */
export const s3ServerName =
  process.env.S3_TEST_SERVER === 'moto' ? 'moto_server' : 'test S3 server';

export const startS3UnderTest = (): Promise<S3UnderTest> =>
  process.env.S3_TEST_SERVER === 'moto' ? startMoto() : startS3TestServer();

/** The settings that give the server `server`'s bucket (S3_BUCKET and the rest). */
export const s3Env = (server: S3UnderTest): Record<string, string> => ({
  S3_BUCKET: server.settings.bucket,
  S3_ENDPOINT: server.settings.endpoint!,
  S3_ACCESS_KEY_ID: server.settings.credentials!.accessKeyId,
  S3_SECRET_ACCESS_KEY: server.settings.credentials!.secretAccessKey,
});
