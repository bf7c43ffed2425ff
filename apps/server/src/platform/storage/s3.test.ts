import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3ServerName, startS3UnderTest } from '../../test/s3-under-test';
import { describeStorageSuite } from '../../test/storage-suite';
import { createS3Client, createS3Storage } from './s3';

// Runs against a local S3 server started here (test/s3-under-test.ts says which).
describeStorageSuite(`S3 (${s3ServerName})`, async () => {
  const s3 = await startS3UnderTest();
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
