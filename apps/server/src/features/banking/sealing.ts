import { HttpError } from '../../platform/errors';
import { msg } from '@lexbridge/shared/i18n/message';
import { DecryptionError, type Cipher } from '../../platform/crypto/cipher';

/** Each column's own authenticated purpose: a value moved to the other column does not open. */
export const ACCOUNT_NUMBER = 'bank_accounts.account_number';
export const ROUTING_NUMBER = 'bank_accounts.routing_number';

/**
 * The cipher, or 503: without a key (PostgreSQL and no ENCRYPTION_KEY) nothing is stored, rather
 * than stored readable.
 */
export function requireCipher(cipher: Cipher | null): Cipher {
  if (!cipher)
    throw new HttpError(503, 'ENCRYPTION_UNAVAILABLE', msg('errors:bank.encryptionUnavailable'));
  return cipher;
}

/** Opens a stored number; a value the current key cannot open is the operator's to fix (500). */
export function openNumber(cipher: Cipher, sealed: string, purpose: string): string {
  try {
    return cipher.decrypt(sealed, purpose);
  } catch (error) {
    if (error instanceof DecryptionError)
      throw new HttpError(500, 'ENCRYPTION_KEY_MISMATCH', msg('errors:bank.unreadable'));
    throw error;
  }
}
