import type { AddressInfo } from 'node:net';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { createS3Client, type S3Settings } from '../../platform/storage/s3';
import { createS3TestServer } from './server';

export type S3UnderTest = { settings: S3Settings; stop(): Promise<void> };

/** Starts the S3 test server on a free port, with an empty bucket, for one test file. */
export async function startS3TestServer(): Promise<S3UnderTest> {
  const credentials = { accessKeyId: 'test', secretAccessKey: 'test' };
  const server = createS3TestServer(credentials.accessKeyId);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const settings: S3Settings = {
    bucket: 'lexbridge-test',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials,
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
  return {
    settings,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the SDK keeps its connections alive
      }),
  };
}
