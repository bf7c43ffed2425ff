import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoiceSequences } from '../../db/schema/index';
import { firmToday } from '../matters';
import { getFirmSettings } from '../settings';

const SEQUENCE_DIGITS = 4;

/**
 * The next invoice number of the firm's current year, e.g. KC-2026-0007, with the prefix the
 * firm set in Settings (the year's sequence goes on across a change of prefix). Must run in the
 * transaction that inserts the invoice: the upsert locks the year's row until that commits, so
 * concurrent creates take turns, and a create that fails rolls its number back. No gaps, no
 * duplicates (a sequence object would leave gaps on rollback).
 */
export async function nextInvoiceNumber(tx: DbOrTx, now = new Date()): Promise<string> {
  const year = Number(firmToday(now).slice(0, 4));
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.year,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  const sequence = String(row!.lastNumber).padStart(SEQUENCE_DIGITS, '0');
  const { invoicePrefix } = await getFirmSettings(tx);
  return `${invoicePrefix}-${year}-${sequence}`;
}
