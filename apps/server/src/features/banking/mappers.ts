import { maskFromLastFour, type BankAccount } from '@lexbridge/shared/schemas/banking';
import type { BankAccountRow } from './service';

/** What any list answer carries: the mask, never a number or its sealed form. */
export const toBankAccount = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  accountName: row.accountName,
  maskedAccountNumber: maskFromLastFour(row.accountNumberLast4, row.accountNumberLength),
  bankName: row.bankName,
  accountType: row.accountType,
  isPrimary: row.isPrimary,
  createdAt: row.createdAt.toISOString(),
});
