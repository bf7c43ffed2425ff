import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import type { DbOrTx } from '../../db/client';
import { profileForExport } from '../account';
import { clientAppointmentsForExport } from '../appointments';
import { bookingsForExport } from '../booking';
import { clientChatsForExport } from '../chat';
import { contactRequestsForExport } from '../contact';
import { sharedDocumentsForExport } from '../documents';
import { clientInvoicesForExport } from '../invoices';
import { clientMattersForExport, type PracticeAreaTitles } from '../matters';
import { clientThreadsForExport } from '../messages';
import { signInsForExport } from '../security';

export type CollectDeps = { db: DbOrTx; areaTitles: PracticeAreaTitles };

/**
 * Everything the firm holds about a client that is theirs to have, each part read by the feature
 * that owns it, with what the client sees of it in the portal: nothing firm-only, nobody else's
 * data. Bookings and contact requests are matched by the account's address only once confirmed.
 * Null when the account is gone.
 */
export async function collectClientData({ db, areaTitles }: CollectDeps, userId: string) {
  const account = await profileForExport(db, userId);
  if (!account) return null;
  const { email, emailVerified, language } = account.profile;
  const [matters, appointments, documents, invoices, threads, chats, signIns] = await Promise.all([
    clientMattersForExport(db, userId, areaTitles),
    clientAppointmentsForExport(db, userId),
    sharedDocumentsForExport(db, userId),
    clientInvoicesForExport(db, userId),
    clientThreadsForExport(db, userId),
    clientChatsForExport(db, userId),
    signInsForExport(db, userId),
  ]);
  const [bookings, contactRequests] = emailVerified
    ? await Promise.all([bookingsForExport(db, email), contactRequestsForExport(db, email)])
    : [[], []];
  return {
    owner: { name: account.profile.name, email, language: language ?? defaultLanguage },
    sections: {
      profile: account.profile,
      sessions: account.sessions,
      signIns,
      matters,
      appointments,
      bookings,
      invoices,
      messageThreads: threads,
      chatConversations: chats,
      contactRequests,
    },
    documents,
  };
}

export type CollectedData = NonNullable<Awaited<ReturnType<typeof collectClientData>>>;
