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
