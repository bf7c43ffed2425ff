import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { startMoto } from '../../test/moto';
import { describeStorageSuite } from '../../test/storage-suite';
import { createS3Client, createS3Storage } from './s3';

// Runs against a local S3 server (moto_server) started here; without it the suite fails, it does
// not skip.
describeStorageSuite('S3', async () => {
  const moto = await startMoto();
  const client = createS3Client(moto.settings);
  const Bucket = moto.settings.bucket;
  const storage = createS3Storage(moto.settings);
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
      await moto.stop();
    },
  };
});
