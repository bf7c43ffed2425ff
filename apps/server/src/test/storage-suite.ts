import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@lexbridge/shared/schemas/uploads';
import { FileMissingError, FileTooLargeError, type FileStorage } from '../platform/storage/storage';
import { intakeUpload } from '../platform/uploads/intake';
import { UploadRefusedError } from '../platform/uploads/errors';
import { streamOf } from './upload-fixtures';
import { describeUploadTypes } from './storage-suite-types';

export type StorageUnderTest = {
  storage: FileStorage;
  /** Everything the backend holds: files (partial ones too), or objects and multipart uploads. */
  leftovers(): Promise<string[]>;
  stop(): Promise<void>;
};

export type SuiteContext = { storage: FileStorage; leftovers(): Promise<string[]> };

/** One suite for every storage backend: what the platform promises, whatever the backend. */
export function describeStorageSuite(name: string, start: () => Promise<StorageUnderTest>) {
  describe(`${name} storage`, () => {
    let backend: StorageUnderTest;
    beforeAll(async () => {
      backend = await start();
    });
    afterAll(() => backend?.stop());
    const context: SuiteContext = {
      get storage() {
        return backend.storage;
      },
      leftovers: () => backend.leftovers(),
    };
    const read = async (key: string) => {
      const { stream, sizeBytes } = await context.storage.open(key);
      return { data: await buffer(stream), sizeBytes };
    };

    it('stores bytes under a generated key and reads them back, streamed or not', async () => {
      const { storage } = context;
      const key = await storage.put('publications', Buffer.from('hello'));
      expect(key).toMatch(/^publications\/[0-9a-f-]{36}$/);
      expect(await text((await storage.open(key)).stream)).toBe('hello');
      const data = Buffer.alloc(300_000, 'ab');
      const stored = await storage.putStream('documents', streamOf(data, 4096), { maxBytes: 1e6 });
      expect(stored).toEqual({ key: expect.stringMatching(/^documents\//), sizeBytes: 300_000 });
      expect(await read(stored.key)).toEqual({ data, sizeBytes: 300_000 });
      expect(await context.leftovers()).toEqual(expect.arrayContaining([key, stored.key]));
    });

    it('removes files, and treats missing keys and keys it never hands out as missing', async () => {
      const { storage } = context;
      const key = await storage.put('documents', Buffer.from('x'));
      await storage.remove(key);
      await expect(storage.open(key)).rejects.toBeInstanceOf(FileMissingError);
      await storage.remove(key); // removing twice is fine
      expect(await context.leftovers()).not.toContain(key);
      const neverStored = 'documents/00000000-0000-4000-8000-000000000000';
      await expect(storage.open(neverStored)).rejects.toBeInstanceOf(FileMissingError);
      await expect(storage.open('../../etc/passwd')).rejects.toBeInstanceOf(FileMissingError);
      await expect(storage.open('documents/../../x')).rejects.toBeInstanceOf(FileMissingError);
      await expect(storage.put('../up', Buffer.from('x'))).rejects.toThrow('Invalid storage area');
    });

    it('stops a streamed put past its limit and keeps nothing of it', async () => {
      const before = await context.leftovers();
      const put = (size: number, maxBytes: number) =>
        context.storage.putStream('documents', streamOf(Buffer.alloc(size, 1)), { maxBytes });
      await expect(put(2000, 1999)).rejects.toBeInstanceOf(FileTooLargeError);
      // Past one 5 MiB part: on S3 a multipart upload was started, and must have been aborted.
      await expect(put(6 * 1024 * 1024, 5 * 1024 * 1024 + 1)).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      expect(await context.leftovers()).toEqual(before);
    });

    it('takes an upload of exactly 10 MB', async () => {
      const data = Buffer.alloc(UPLOAD_MAX_BYTES, 0x20);
      data.write('%PDF-1.7\n', 0, 'latin1');
      const upload = await intakeUpload(context.storage, streamOf(data), 'big.pdf', {
        area: 'documents',
      });
      expect(upload).toMatchObject({ sizeBytes: UPLOAD_MAX_BYTES, mimeType: 'application/pdf' });
      const stored = await read(upload.key);
      expect(stored.sizeBytes).toBe(UPLOAD_MAX_BYTES);
      expect(stored.data.equals(data)).toBe(true);
    });

    it('refuses 10 MB and 1 byte while it streams, leaving nothing behind', async () => {
      const before = await context.leftovers();
      const data = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
      data.write('%PDF-1.7\n', 0, 'latin1');
      const refusal = await intakeUpload(context.storage, streamOf(data), 'big.pdf', {
        area: 'documents',
      }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(UploadRefusedError);
      expect(refusal).toMatchObject({ reason: 'too-large', statusCode: 413 });
      expect((refusal as Error).message).toBe(
        'This file is larger than 10 MB. Choose a smaller file.',
      );
      expect(await context.leftovers()).toEqual(before);
    });

    describeUploadTypes(context);
  });
}
