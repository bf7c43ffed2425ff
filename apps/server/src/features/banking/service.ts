import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { AdvisoryLock } from '../../db/advisory-locks';
import type { createBankAccountSchema } from '@lexbridge/shared/schemas/banking';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bankAccounts } from '../../db/schema/index';
import type { Cipher } from '../../platform/crypto/cipher';
import { recordAudit, type AuditActor } from '../security';
import { ACCOUNT_NUMBER, ROUTING_NUMBER } from './sealing';

type NewBankAccount = z.output<typeof createBankAccountSchema>;
export type BankAccountRow = typeof bankAccounts.$inferSelect;

/**
 * Makes writes that touch the primary flag take turns. Without it, two "make primary" requests
 * each clear the others before either has committed, and the second then fails on the one-primary
 * index; with it the later one simply wins.
 */
async function lockPrimary(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${AdvisoryLock.primaryBankAccount})`);
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

/**
 * Every change to the firm's accounts is audited in its own transaction: where clients are told
 * to pay is money, so who changed it, and to what, is kept. Entries name the account and bank,
 * never the numbers.
 */
function auditAccount(tx: Tx, actor: AuditActor, action: string, row: BankAccountRow) {
  return recordAudit(tx, {
    ...actor,
    action,
    subjectType: 'bank_account',
    subjectId: row.id,
    details: { accountName: row.accountName, bankName: row.bankName, isPrimary: row.isPrimary },
  });
}

/** Stores the numbers sealed; the mask needs only the last four characters and the length. */
export function createBankAccount(
  db: Db,
  cipher: Cipher,
  input: NewBankAccount,
  actor: AuditActor,
) {
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
    await auditAccount(tx, actor, 'bank_account.create', row!);
    return row!;
  });
}

/**
 * Setting one primary clears every other in the same transaction; turning it off is allowed.
 * Asking for what the account already is changes nothing, so it writes no audit entry.
 */
export function setPrimary(db: Db, id: string, isPrimary: boolean, actor: AuditActor) {
  return db.transaction(async (tx) => {
    await lockPrimary(tx);
    // An unknown id changes nothing: look before clearing the others.
    const [target] = await tx
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, id))
      .for('update');
    if (!target || target.isPrimary === isPrimary) return target;
    if (isPrimary) await clearPrimaryExcept(tx, id);
    const [row] = await tx
      .update(bankAccounts)
      .set({ isPrimary, updatedAt: new Date() })
      .where(eq(bankAccounts.id, id))
      .returning();
    await auditAccount(tx, actor, 'bank_account.primary', row!);
    return row;
  });
}

/** Whether an account was deleted (false: there was none with that id). */
export function deleteBankAccount(db: Db, id: string, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(bankAccounts).where(eq(bankAccounts.id, id)).returning();
    if (deleted) await auditAccount(tx, actor, 'bank_account.delete', deleted);
    return Boolean(deleted);
  });
}

export async function findBankAccount(db: DbOrTx, id: string) {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  return row;
}
