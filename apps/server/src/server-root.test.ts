import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './db/migrations-folder';
import { packageRootOf, serverRoot } from './server-root';

describe('serverRoot', () => {
  it('is the server package, where the migrations are', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
    expect(manifest.name).toBe('@lexbridge/server');
    expect(fs.existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))).toBe(true);
  });

  it('is found alike from a source module and from a chunk of the bundle', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-root-'));
    fs.writeFileSync(path.join(root, 'package.json'), '{}');
    const at = (file: string) => pathToFileURL(path.join(root, file)).href;
    try {
      expect(packageRootOf(at('src/db/client.ts'))).toBe(root);
      expect(packageRootOf(at('dist/main.js'))).toBe(root);
      expect(packageRootOf(at('dist/chunks/chunk-ABC.js'))).toBe(root);
    } finally {
      fs.rmSync(root, { recursive: true });
    }
  });
});
