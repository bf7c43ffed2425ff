import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveCipher } from './encryption';
import { KEY_FILE, loadOrCreateKeyFile } from './key-file';
import { parseEncryptionKey } from './key-format';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the encryption key', () => {
  it('is generated once into $DATA_DIR/encryption.key (owner-only) and reused', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = loadOrCreateKeyFile(dataDir);
    const file = path.join(dataDir, KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    const written = fs.readFileSync(file, 'utf8');
    expect(loadOrCreateKeyFile(dataDir).equals(first)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(written);

    // What one start seals, the next start opens.
    const sealed = resolveCipher({ databaseKind: 'pglite', dataDir })!.encrypt('42', 'test');
    expect(resolveCipher({ databaseKind: 'pglite', dataDir })!.decrypt(sealed, 'test')).toBe('42');
  });

  it('refuses a key file that holds no key', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, KEY_FILE), 'not a key\n');
    expect(() => loadOrCreateKeyFile(dataDir)).toThrow(/does not hold a 32-byte key/);
  });

  it('ENCRYPTION_KEY wins over the key file; PostgreSQL without it has no key (no file made)', () => {
    const dataDir = tempDir();
    const key = randomBytes(32);
    const configured = resolveCipher({ encryptionKey: key, databaseKind: 'pglite', dataDir })!;
    const sealed = configured.encrypt('42', 'test');
    expect(fs.existsSync(path.join(dataDir, KEY_FILE))).toBe(false);
    const again = resolveCipher({ encryptionKey: key, databaseKind: 'postgres', dataDir })!;
    expect(again.decrypt(sealed, 'test')).toBe('42');
    expect(resolveCipher({ databaseKind: 'postgres', dataDir })).toBeNull();
    expect(fs.existsSync(path.join(dataDir, KEY_FILE))).toBe(false);
  });

  it('is read as 64 hex characters or base64 of 32 bytes', () => {
    const key = randomBytes(32);
    expect(parseEncryptionKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseEncryptionKey(` ${key.toString('base64')}\n`)?.equals(key)).toBe(true);
    expect(parseEncryptionKey(key.toString('base64url'))?.equals(key)).toBe(true);
    expect(parseEncryptionKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(parseEncryptionKey(randomBytes(24).toString('base64'))).toBeNull();
    expect(parseEncryptionKey('correct horse battery staple')).toBeNull();
  });
});
