import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { startMoto } from '../../test/moto';
import { startS3TestServer } from '../../test/s3-server/index';
import { describeStorageSuite } from '../../test/storage-suite';
import { createS3Client, createS3Storage } from './s3';

// Runs against a local S3 server started here: by default the project's own, in Node
// (test/s3-server); with S3_TEST_SERVER=moto, moto_server (Python), as CI also does. Neither
// skips: without moto_server, S3_TEST_SERVER=moto fails.
const server = process.env.S3_TEST_SERVER === 'moto' ? 'moto' : 'node';

describeStorageSuite(`S3 (${server === 'moto' ? 'moto_server' : 'test S3 server'})`, async () => {
  const s3 = server === 'moto' ? await startMoto() : await startS3TestServer();
  const client = createS3Client(s3.settings);
  const Bucket = s3.settings.bucket;
  const storage = createS3Storage(s3.settings);
  return {
    storage,
    // Every object, and every multipart upload not completed or aborted.
    async leftovers() {
      const objects = await client.send(new ListObjectsV2Command({ Bucket }));
      const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket }));
      return [
        ...(objects.Contents ?? []).map((object) => object.Key!),
        ...(uploads.Uploads ?? []).map((upload) => `multipart upload of ${upload.Key}`),
      ].sort();
    },
    async stop() {
      storage.close?.();
      client.destroy();
      await s3.stop();
    },
  };
});
