import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { createBankAccountSchema } from '@lexbridge/shared/schemas/banking';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bankAccounts } from '../../db/schema/index';
import type { Cipher } from '../../platform/crypto/cipher';
import { ACCOUNT_NUMBER, ROUTING_NUMBER } from './sealing';

type NewBankAccount = z.output<typeof createBankAccountSchema>;
export type BankAccountRow = typeof bankAccounts.$inferSelect;

// Any fixed number works; it only has to differ from the other advisory locks.
const PRIMARY_LOCK_ID = 72_817_201;

/**
 * Makes writes that touch the primary flag take turns. Without it, two "make primary" requests
 * each clear the others before either has committed, and the second then fails on the one-primary
 * index; with it the later one simply wins.
 */
async function lockPrimary(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PRIMARY_LOCK_ID})`);
}

async function clearPrimaryExcept(tx: Tx, id?: string) {
  await tx
    .update(bankAccounts)
    .set({ isPrimary: false, updatedAt: new Date() })
    .where(and(eq(bankAccounts.isPrimary, true), id ? ne(bankAccounts.id, id) : undefined));
}

/** The primary account first, then the newest. */
export function listBankAccounts(db: DbOrTx): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .orderBy(desc(bankAccounts.isPrimary), desc(bankAccounts.createdAt), desc(bankAccounts.id));
}

/** Stores the numbers sealed; the mask needs only the last four characters and the length. */
export function createBankAccount(db: Db, cipher: Cipher, input: NewBankAccount) {
  return db.transaction(async (tx) => {
    if (input.isPrimary) {
      await lockPrimary(tx);
      await clearPrimaryExcept(tx);
    }
    const [row] = await tx
      .insert(bankAccounts)
      .values({
        accountName: input.accountName,
        accountNumberEncrypted: cipher.encrypt(input.accountNumber, ACCOUNT_NUMBER),
        routingNumberEncrypted: cipher.encrypt(input.routingNumber, ROUTING_NUMBER),
        accountNumberLast4: input.accountNumber.slice(-4),
        accountNumberLength: input.accountNumber.length,
        bankName: input.bankName,
        accountType: input.accountType,
        isPrimary: input.isPrimary ?? false,
      })
      .returning();
    return row!;
  });
}

/** Setting one primary clears every other in the same transaction; turning it off is allowed. */
export function setPrimary(db: Db, id: string, isPrimary: boolean) {
  return db.transaction(async (tx) => {
    await lockPrimary(tx);
    // An unknown id changes nothing: look before clearing the others.
    const [target] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(eq(bankAccounts.id, id))
      .for('update');
    if (!target) return undefined;
    if (isPrimary) await clearPrimaryExcept(tx, id);
    const [row] = await tx
      .update(bankAccounts)
      .set({ isPrimary, updatedAt: new Date() })
      .where(eq(bankAccounts.id, id))
      .returning();
    return row;
  });
}

/** Whether an account was deleted (false: there was none with that id). */
export async function deleteBankAccount(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(bankAccounts)
    .where(eq(bankAccounts.id, id))
    .returning({ id: bankAccounts.id });
  return deleted.length > 0;
}

export async function findBankAccount(db: DbOrTx, id: string) {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  return row;
}
