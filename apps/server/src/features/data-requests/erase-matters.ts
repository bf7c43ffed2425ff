import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  documentAccessLog,
  documents,
  documentVersions,
  invoices,
  matters,
  messageThreads,
  threadMessages,
} from '../../db/schema/index';

/** What became of a client's matters, and the stored files to remove once it is committed. */
export type MattersOutcome = {
  erased: number;
  keptForInvoices: number;
  keptOnHold: number;
  documents: number;
  threads: number;
  appointments: number;
  fileKeys: string[];
};

/** Deletes the documents (rows, access log, versions), threads and appointments of matters. */
async function eraseContents(tx: DbOrTx, matterIds: string[], outcome: MattersOutcome) {
  if (matterIds.length === 0) return;
  // Locked before their children go: an upload or a download at this moment waits, then fails,
  // instead of failing the erasure.
  const docs = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(inArray(documents.matterId, matterIds))
    .for('update');
  const docIds = docs.map((doc) => doc.id);
  if (docIds.length > 0) {
    const versions = await tx
      .select({ key: documentVersions.storageKey })
      .from(documentVersions)
      .where(inArray(documentVersions.documentId, docIds));
    outcome.fileKeys.push(...versions.map((version) => version.key));
    await tx.delete(documentAccessLog).where(inArray(documentAccessLog.documentId, docIds));
    await tx.delete(documentVersions).where(inArray(documentVersions.documentId, docIds));
    await tx.delete(documents).where(inArray(documents.id, docIds));
  }
  const threads = await tx
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(inArray(messageThreads.matterId, matterIds))
    .for('update');
  const threadIds = threads.map((thread) => thread.id);
  if (threadIds.length > 0) {
    await tx.delete(threadMessages).where(inArray(threadMessages.threadId, threadIds));
    await tx.delete(messageThreads).where(inArray(messageThreads.id, threadIds));
  }
  const gone = await tx
    .delete(appointments)
    .where(inArray(appointments.matterId, matterIds))
    .returning({ id: appointments.id });
  outcome.documents += docIds.length;
  outcome.threads += threadIds.length;
  outcome.appointments += gone.length;
}

/**
 * Erases a client's matters as far as the law lets the firm: a matter on legal hold is kept whole
 * (nothing in it is touched); a matter with invoices keeps them, their payments and its title (the
 * firm must keep invoices for years, and they name their matter), and loses everything else;
 * every other matter goes. The matters are locked first, so a legal hold set at the same moment
 * either lands before (and the matter is kept) or waits and finds it gone.
 */
export async function eraseClientMatters(tx: DbOrTx, clientId: string): Promise<MattersOutcome> {
  const rows = await tx
    .select({ id: matters.id, held: sql<boolean>`${matters.legalHoldAt} is not null` })
    .from(matters)
    .where(eq(matters.clientId, clientId))
    .for('update');
  const outcome: MattersOutcome = {
    erased: 0,
    keptForInvoices: 0,
    keptOnHold: 0,
    documents: 0,
    threads: 0,
    appointments: 0,
    fileKeys: [],
  };
  const open = rows.filter((row) => !row.held).map((row) => row.id);
  outcome.keptOnHold = rows.length - open.length;
  const billed =
    open.length === 0
      ? []
      : await tx
          .selectDistinct({ id: invoices.matterId })
          .from(invoices)
          .where(inArray(invoices.matterId, open));
  const billedIds = new Set(billed.map((row) => row.id));
  await eraseContents(tx, open, outcome);
  const kept = open.filter((id) => billedIds.has(id));
  const erased = open.filter((id) => !billedIds.has(id));
  // The invoices name their matter: its title stays with them; the firm's notes on it go.
  if (kept.length > 0)
    await tx
      .update(matters)
      .set({ description: null, updatedAt: sql`now()` })
      .where(inArray(matters.id, kept));
  if (erased.length > 0) await tx.delete(matters).where(inArray(matters.id, erased));
  outcome.keptForInvoices = kept.length;
  outcome.erased = erased.length;
  return outcome;
}
