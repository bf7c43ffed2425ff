import fs from 'node:fs';
import path from 'node:path';
import { KEY_BYTES, parseEncryptionKey } from './key-format';
import { randomBytes } from 'node:crypto';

export const KEY_FILE = 'encryption.key';

/**
 * The embedded database's key, kept in `$DATA_DIR/encryption.key` (hex, mode 0600): created on
 * first use and read ever after. It lives beside the database, never in it, so a copy of the
 * database alone does not carry the key. Losing the file loses the encrypted values: back it up.
 */
export function loadOrCreateKeyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails if the file exists: a key already made is never overwritten.
    fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString('hex')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseEncryptionKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (64 hex characters).`);
  return key;
}
