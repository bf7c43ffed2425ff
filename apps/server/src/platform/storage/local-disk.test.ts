import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk';
import { FileMissingError } from './storage';

describe('local disk storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-storage-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const storage = createLocalDiskStorage(root);

  it('stores bytes under a generated key and reads them back', async () => {
    const key = await storage.put('publications', Buffer.from('hello'));
    expect(key).toMatch(/^publications\/[0-9a-f-]{36}$/);
    const { stream, sizeBytes } = await storage.open(key);
    expect(sizeBytes).toBe(5);
    expect(await text(stream)).toBe('hello');
    expect(fs.readdirSync(path.join(root, 'publications'))).toEqual([key.split('/')[1]]);
  });

  it('removes files, and treats a missing file as missing', async () => {
    const key = await storage.put('publications', Buffer.from('x'));
    await storage.remove(key);
    await expect(storage.open(key)).rejects.toBeInstanceOf(FileMissingError);
    await storage.remove(key); // removing twice is fine
  });

  it('refuses keys it did not hand out, so nothing outside the root is reachable', async () => {
    await expect(storage.open('../../etc/passwd')).rejects.toBeInstanceOf(FileMissingError);
    await expect(storage.open('publications/../../x')).rejects.toBeInstanceOf(FileMissingError);
    await expect(storage.put('../up', Buffer.from('x'))).rejects.toThrow('Invalid storage area');
  });
});
