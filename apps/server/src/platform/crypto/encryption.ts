import { createCipher, type Cipher } from './cipher';
import { loadOrCreateKeyFile } from './key-file';

/**
 * The cipher for values kept encrypted in the database, or null when there is no key. The key is
 * ENCRYPTION_KEY when set; on the embedded database, else, a key file in DATA_DIR. A PostgreSQL
 * server without ENCRYPTION_KEY has none: a generated key on one machine's disk would not be seen
 * by a second instance, nor survive a redeploy, so features that encrypt refuse to store instead.
 */
export function resolveCipher(options: {
  encryptionKey?: Buffer;
  databaseKind: 'pglite' | 'postgres';
  dataDir: string;
}): Cipher | null {
  if (options.encryptionKey) return createCipher(options.encryptionKey);
  if (options.databaseKind === 'pglite') return createCipher(loadOrCreateKeyFile(options.dataDir));
  return null;
}

/** The server must not start: stored values cannot be read with the key it has (or has none). */
export class EncryptionKeyError extends Error {}
