import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts } from '../../db/schema/index';
import type { Cipher } from '../../platform/crypto/cipher';
import { EncryptionKeyError } from '../../platform/crypto/encryption';
import { ACCOUNT_NUMBER } from './sealing';

/**
 * Refuses to start when bank accounts are stored and cannot be read: no key at all (PostgreSQL
 * without ENCRYPTION_KEY), or a key other than the one they were sealed with (a changed variable,
 * a lost key file). Starting anyway would only fail later, on the first reveal.
 */
export async function checkBankAccountsReadable(db: Db, cipher: Cipher | null): Promise<void> {
  const [stored] = await db
    .select({ sealed: bankAccounts.accountNumberEncrypted })
    .from(bankAccounts)
    .orderBy(desc(bankAccounts.createdAt))
    .limit(1);
  if (!stored) return;
  if (!cipher)
    throw new EncryptionKeyError(
      'Bank accounts are stored in this database but ENCRYPTION_KEY is not set. Set ENCRYPTION_KEY to the key they were encrypted with.',
    );
  try {
    cipher.decrypt(stored.sealed, ACCOUNT_NUMBER);
  } catch {
    throw new EncryptionKeyError(
      'The stored bank accounts cannot be decrypted with this key. Set ENCRYPTION_KEY (or restore $DATA_DIR/encryption.key) to the key they were encrypted with.',
    );
  }
}
