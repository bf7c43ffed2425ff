import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { KEY_BYTES } from './key-format';

const VERSION = 'v1';
const IV_BYTES = 12; // the size GCM is designed for
const TAG_BYTES = 16;

/** A value that could not be read: tampered with, truncated, or sealed under another key. */
export class DecryptionError extends Error {
  constructor() {
    super('The encrypted value could not be decrypted (wrong key or altered data).');
  }
}

export type Cipher = {
  /** Seals `plain` for storage as one text value; `purpose` must be given again to open it. */
  encrypt(plain: string, purpose: string): string;
  /** Opens a value made by `encrypt` with the same key and purpose; throws DecryptionError. */
  decrypt(sealed: string, purpose: string): string;
};

/**
 * AES-256-GCM with a fresh random IV per value, stored as `v1:<iv>:<tag>:<ciphertext>` (base64).
 * The version prefix lets a later key or algorithm live beside old values. `purpose` (such as
 * 'bank_accounts.account_number') is authenticated data: a value copied into another column does
 * not decrypt there.
 */
export function createCipher(key: Buffer): Cipher {
  if (key.length !== KEY_BYTES) throw new Error(`The encryption key must be ${KEY_BYTES} bytes.`);
  return {
    encrypt(plain, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64'));
      return [VERSION, ...parts].join(':');
    },
    decrypt(sealed, purpose) {
      const [version, iv, tag, data, ...rest] = sealed.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined)
        throw new DecryptionError();
      if (rest.length > 0) throw new DecryptionError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(purpose, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(data, 'base64')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        throw new DecryptionError();
      }
    },
  };
}
