import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeStorageSuite } from '../../test/storage-suite';
import { createLocalDiskStorage } from './local-disk';

describeStorageSuite('local disk', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-storage-'));
  return {
    storage: createLocalDiskStorage(root),
    // Every file under the root, `.partial` ones included.
    async leftovers() {
      const entries = fs.readdirSync(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort();
    },
    async stop() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
});
