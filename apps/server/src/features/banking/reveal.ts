import type { RevealedBankAccount } from '@lexbridge/shared/schemas/banking';
import type { Db } from '../../db/client';
import { recordAudit } from '../security';
import type { Cipher } from '../../platform/crypto/cipher';
import { ACCOUNT_NUMBER, openNumber, ROUTING_NUMBER } from './sealing';
import { findBankAccount } from './service';

type Actor = { id: string; name: string };

/**
 * The full numbers of one account, or undefined when there is none. The read and its audit entry
 * share one transaction: no number is handed out without its entry. The entry names the account,
 * never the numbers.
 */
export function revealBankAccount(
  db: Db,
  cipher: Cipher,
  id: string,
  actor: Actor,
): Promise<RevealedBankAccount | undefined> {
  return db.transaction(async (tx) => {
    const row = await findBankAccount(tx, id);
    if (!row) return undefined;
    const revealed = {
      accountNumber: openNumber(cipher, row.accountNumberEncrypted, ACCOUNT_NUMBER),
      routingNumber: openNumber(cipher, row.routingNumberEncrypted, ROUTING_NUMBER),
    };
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'bank_account.reveal',
      subjectType: 'bank_account',
      subjectId: row.id,
      details: { accountName: row.accountName, bankName: row.bankName },
    });
    return revealed;
  });
}
