import { z } from '../zod';
import { msg } from '../i18n/message';

/**
 * The firm's bank accounts (admin dashboard, Banking tab). The numbers travel in full only in a
 * create request and a reveal answer; every list shows the mask.
 */
export const bankAccountTypes = ['checking', 'savings', 'business'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];

export const BANK_NAME_MAX = 120;
/** Long enough for an IBAN written in groups (34 characters plus spaces). */
export const BANK_NUMBER_MAX = 50;

/** The one message when the account name, either number or the bank name is missing. */
const requiredFields = msg('validation:bank.requiredFields');
const isPrimaryMessage = msg('validation:bank.isPrimary');

const requiredText = (max: number) =>
  z
    .string({ error: requiredFields })
    .trim()
    .min(1, requiredFields)
    .max(max, msg('validation:bank.tooLong', { max }));

/** POST /api/admin/bank-accounts. */
export const createBankAccountSchema = z.object({
  accountName: requiredText(BANK_NAME_MAX),
  accountNumber: requiredText(BANK_NUMBER_MAX),
  routingNumber: requiredText(BANK_NUMBER_MAX),
  bankName: requiredText(BANK_NAME_MAX),
  accountType: z
    .enum(bankAccountTypes, { error: msg('validation:bank.accountType') })
    .default('checking'),
  isPrimary: z.boolean({ error: isPrimaryMessage }).optional(),
});
export type CreateBankAccountInput = z.input<typeof createBankAccountSchema>;

/** PATCH /api/admin/bank-accounts/:id: make it the primary account, or no longer primary. */
export const updateBankAccountSchema = z.object({
  isPrimary: z.boolean({ error: isPrimaryMessage }),
});
export type UpdateBankAccountInput = z.infer<typeof updateBankAccountSchema>;

export const bankAccountIdParams = z.object({ id: z.uuid(msg('validation:id.invalid')) });

/** Asterisks for all but the last four characters; four or fewer are shown in full (spec rule). */
export const maskAccountNumber = (value: string) => maskFromLastFour(value.slice(-4), value.length);

/** The same mask from what the server keeps for it: the last four characters and the length. */
export const maskFromLastFour = (lastFour: string, length: number) =>
  '*'.repeat(Math.max(0, length - lastFour.length)) + lastFour;

/** An account as every list shows it. `createdAt` is ISO 8601. */
export type BankAccount = {
  id: string;
  accountName: string;
  maskedAccountNumber: string;
  bankName: string;
  accountType: BankAccountType;
  isPrimary: boolean;
  createdAt: string;
};

/** POST /api/admin/bank-accounts/:id/reveal: the full numbers, for one administrator's eyes. */
export type RevealedBankAccount = { accountNumber: string; routingNumber: string };
