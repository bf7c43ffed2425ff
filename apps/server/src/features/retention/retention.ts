import type { ServiceDeps } from '../../platform/deps';
import { recordAudit } from '../security';
import { deleteArchivedConversations, purgeDeletedConversations } from '../chat';
import { forgetClosedHoldAddresses } from '../booking';
import { deleteOldMail } from '../outbox';
import { getFirmSettings } from '../settings';

/** Rows per transaction: a long backlog goes in short transactions that never block for long. */
export const RETENTION_BATCH = 200;
/** Who the audit log says acted: the app itself, no person. */
export const RETENTION_ACTOR = 'Lexbridge';

export type RetentionCounts = {
  conversations: number;
  /** Conversations removed after their 30 days in the conversation center's Deleted view. */
  deletedConversations: number;
  chatMessages: number;
  outboxMails: number;
};

/** Runs `batch` until it deletes fewer than a full batch, or the server is closing. */
async function drain(batch: () => Promise<number>, stopping: () => boolean) {
  let total = 0;
  for (;;) {
    const count = await batch();
    total += count;
    if (count < RETENTION_BATCH || stopping()) return total;
  }
}

/**
 * Deletes what the firm's retention settings say is too old (GDPR: keep personal data no longer
 * than needed): archived chat conversations with their messages, and outbox mail; bookings whose
 * hold is over lose the address they came from. A setting left
 * empty keeps its records forever. Conversations the firm deleted go 30 days later, whatever the
 * settings say (the Deleted view promises no more than that). The server log says what went on every run; the audit log
 * gets one 'retention.purge' entry with the counts when anything went.
 */
export async function runRetention(
  deps: Pick<ServiceDeps, 'db' | 'log'>,
  stopping: () => boolean = () => false,
): Promise<RetentionCounts> {
  const { db, log } = deps;
  const { chatRetentionMonths, outboxRetentionMonths } = await getFirmSettings(db);
  const counts: RetentionCounts = {
    conversations: 0,
    deletedConversations: 0,
    chatMessages: 0,
    outboxMails: 0,
  };
  counts.deletedConversations = await drain(async () => {
    const deleted = await purgeDeletedConversations(db, RETENTION_BATCH);
    counts.chatMessages += deleted.messages;
    return deleted.conversations;
  }, stopping);
  if (chatRetentionMonths !== null && !stopping()) {
    counts.conversations = await drain(async () => {
      const deleted = await deleteArchivedConversations(db, chatRetentionMonths, RETENTION_BATCH);
      counts.chatMessages += deleted.messages;
      return deleted.conversations;
    }, stopping);
  }
  if (outboxRetentionMonths !== null && !stopping()) {
    counts.outboxMails = await drain(
      () => deleteOldMail(db, outboxRetentionMonths, RETENTION_BATCH),
      stopping,
    );
  }
  // Whatever the settings say: a booking's address is needed only while its hold is open.
  await forgetClosedHoldAddresses(db);
  const months = { chatRetentionMonths, outboxRetentionMonths };
  log.info(
    { ...counts, ...months },
    `retention: removed ${counts.conversations} archived and ${counts.deletedConversations} deleted conversations (${counts.chatMessages} messages) and ${counts.outboxMails} outbox mails`,
  );
  if (counts.conversations + counts.deletedConversations + counts.outboxMails > 0) {
    await recordAudit(db, {
      actorId: null,
      actorName: RETENTION_ACTOR,
      action: 'retention.purge',
      subjectType: 'retention',
      details: { ...counts, ...months },
    });
  }
  return counts;
}
