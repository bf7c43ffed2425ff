import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseKind } from '../../db/client';
import { AUTH_SECRET_FILE } from '../../platform/auth/secret';
import { readSecretFile } from '../../platform/auth/secret-file';
import { KEY_FILE } from '../../platform/crypto/key-file';
import { parseEncryptionKey } from '../../platform/crypto/key-format';
import { fingerprintOf } from './manifest';

export type KeySources = {
  encryptionKey?: Buffer;
  authSecret?: string;
  dataDir: string;
  databaseKind: DatabaseKind;
};

/**
 * The fingerprints of the keys the server would use with these settings, found as it finds them
 * (the environment first, then the files in DATA_DIR) but never created: null where there is none.
 */
export function keyFingerprints(sources: KeySources) {
  const keyFile = path.join(sources.dataDir, KEY_FILE);
  const fromFile =
    sources.databaseKind === 'pglite' && fs.existsSync(keyFile)
      ? parseEncryptionKey(fs.readFileSync(keyFile, 'utf8'))
      : null;
  const encryptionKey = sources.encryptionKey ?? fromFile;
  const authSecret = sources.authSecret ?? readSecretFile(sources.dataDir, AUTH_SECRET_FILE);
  return {
    encryptionKeyFingerprint: encryptionKey ? fingerprintOf('encryption-key', encryptionKey) : null,
    authSecretFingerprint: authSecret ? fingerprintOf('auth-secret', authSecret) : null,
  };
}
