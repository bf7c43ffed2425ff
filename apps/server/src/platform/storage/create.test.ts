import { describe, expect, it } from 'vitest';
import { createFileStorage, describeStorage } from './create';

describe('createFileStorage', () => {
  const local = { dataDir: '/srv/lexbridge', s3: undefined };
  const s3 = {
    dataDir: '/srv/lexbridge',
    s3: {
      bucket: 'firm-files',
      endpoint: 'https://user:pw@s3.example.com/x',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'very-secret' },
    },
  };

  it('keeps files on local disk unless S3 is configured', async () => {
    expect((await createFileStorage(local)).kind).toBe('local-disk');
    const storage = await createFileStorage(s3);
    expect(storage.kind).toBe('s3');
    expect(storage.signedDownloadUrl).toBeTypeOf('function');
    storage.close?.();
  });

  it('says where files go, without credentials', () => {
    expect(describeStorage(local)).toBe('Files: local disk in /srv/lexbridge/uploads');
    const said = describeStorage(s3);
    expect(said).toBe('Files: S3 bucket firm-files at https://s3.example.com');
    expect(said).not.toMatch(/pw|AKIA|secret/);
  });
});
