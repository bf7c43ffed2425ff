import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bankAccountTypes } from '@lexbridge/shared/schemas/banking';
import { inList } from './in-list';

/**
 * The firm's own bank accounts. The account and routing numbers are stored only encrypted
 * (platform/crypto: `v1:<iv>:<tag>:<ciphertext>`); the list shows a mask built from the last four
 * characters and the length, so listing never needs the key. At most one account is primary: the
 * partial unique index holds that even against a bug or a concurrent write.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountName: text('account_name').notNull(),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    routingNumberEncrypted: text('routing_number_encrypted').notNull(),
    /** For the mask only; a number of four characters or fewer is shown in full (spec rule). */
    accountNumberLast4: text('account_number_last4').notNull(),
    /** For the mask only: one asterisk per hidden character. */
    accountNumberLength: integer('account_number_length').notNull(),
    bankName: text('bank_name').notNull(),
    accountType: text('account_type', { enum: bankAccountTypes }).notNull().default('checking'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bank_accounts_one_primary_idx')
      .on(table.isPrimary)
      .where(sql`${table.isPrimary}`),
    check('bank_accounts_type_check', sql`${table.accountType} in (${inList(bankAccountTypes)})`),
  ],
);
