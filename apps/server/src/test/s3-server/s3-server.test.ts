import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../platform/storage/s3';
import { startS3TestServer, type S3UnderTest } from './index';

// The storage suite trusts this server to refuse what S3 refuses: these are those refusals.
describe('the S3 test server', () => {
  let s3: S3UnderTest;
  let client: ReturnType<typeof createS3Client>;
  let Bucket: string;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    client = createS3Client(s3.settings);
    Bucket = s3.settings.bucket;
  });
  afterAll(async () => {
    client.destroy();
    await s3.stop();
  });

  it('refuses another access key, and a presigned URL past its expiry', async () => {
    const stranger = createS3Client({
      ...s3.settings,
      credentials: { accessKeyId: 'someone', secretAccessKey: 'else' },
    });
    const put = new PutObjectCommand({ Bucket, Key: 'documents/a', Body: 'x' });
    await expect(stranger.send(put)).rejects.toMatchObject({ name: 'AccessDenied' });
    stranger.destroy();
    await client.send(put);
    const get = new GetObjectCommand({ Bucket, Key: 'documents/a' });
    const fresh = await getSignedUrl(client, get, { expiresIn: 60 });
    expect((await fetch(fresh)).status).toBe(200);
    const signingDate = new Date(Date.now() - 120_000);
    const expired = await getSignedUrl(client, get, { expiresIn: 60, signingDate });
    const refused = await fetch(expired);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Request has expired');
  });

  it('refuses a body that does not match its checksum', async () => {
    const response = await fetch(`${s3.settings.endpoint}/${Bucket}/documents/b`, {
      method: 'PUT',
      headers: {
        authorization: 'AWS4-HMAC-SHA256 Credential=test/20260101/us-east-1/s3/aws4_request',
        'x-amz-checksum-crc32': 'AAAAAA==',
      },
      body: 'not what the checksum says',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<Code>BadDigest</Code>');
  });

  it('lists multipart uploads until completed or aborted; refuses parts under 5 MiB but the last', async () => {
    const Key = 'documents/c';
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    const listed = await client.send(new ListMultipartUploadsCommand({ Bucket }));
    expect(listed.Uploads?.map((upload) => upload.UploadId)).toEqual([UploadId]);
    const part = async (PartNumber: number, bytes: number) => {
      const Body = Buffer.alloc(bytes);
      const sent = await client.send(
        new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body }),
      );
      return { PartNumber, ETag: sent.ETag };
    };
    const Parts = [await part(1, 1000), await part(2, 1000)];
    const complete = new CompleteMultipartUploadCommand({
      Bucket,
      Key,
      UploadId,
      MultipartUpload: { Parts },
    });
    await expect(client.send(complete)).rejects.toMatchObject({ name: 'EntityTooSmall' });
    const abort = new AbortMultipartUploadCommand({ Bucket, Key, UploadId });
    await client.send(abort);
    expect(
      (await client.send(new ListMultipartUploadsCommand({ Bucket }))).Uploads,
    ).toBeUndefined();
    await expect(client.send(abort)).rejects.toMatchObject({ name: 'NoSuchUpload' });
  });
});
