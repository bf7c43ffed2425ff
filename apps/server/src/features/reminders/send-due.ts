import { lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { remindersSent } from '../../db/schema/index';
import type { ServiceDeps } from '../../platform/deps';
import { remindableAppointments, remindAppointment } from '../appointments';
import { remindableConsultations, remindConsultation } from '../booking';
import { getFirmSettings } from '../settings';
import { dueReminder, type Remindable } from './due';

type ReminderDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'publicUrl' | 'signedLinks' | 'log'>;
type Subject = {
  subject: 'consultation' | 'appointment';
  list: (db: Db, from: Date, to: Date) => Promise<Remindable[]>;
  remind: (deps: ReminderDeps, tx: DbOrTx, id: string, startsAt: Date) => Promise<boolean>;
};

const subjects: Subject[] = [
  { subject: 'consultation', list: remindableConsultations, remind: remindConsultation },
  { subject: 'appointment', list: remindableAppointments, remind: remindAppointment },
];
const HOUR_MS = 60 * 60 * 1000;
/** Claims are kept a day past the start, then have nothing left to guard. */
const CLAIM_KEPT_MS = 24 * HOUR_MS;

/**
 * Sends every reminder due now (by the firm's settings) and answers how many went. Each is its
 * own transaction: the claim (a row only one instance can insert) and the mail together, so a
 * reminder goes once however many instances run this, and a failed mail leaves it to the next run.
 */
export async function sendDueReminders(
  deps: ReminderDeps,
  now = new Date(),
  stopping: () => boolean = () => false,
) {
  const { db } = deps;
  await db
    .delete(remindersSent)
    .where(lt(remindersSent.startsAt, new Date(now.getTime() - CLAIM_KEPT_MS)));
  const settings = await getFirmSettings(db);
  const hours = [settings.firstReminderHours, settings.secondReminderHours].filter(
    (h): h is number => h !== null,
  );
  if (hours.length === 0) return 0;
  const horizon = new Date(now.getTime() + Math.max(...hours) * HOUR_MS);
  let sent = 0;
  for (const { subject, list, remind } of subjects) {
    for (const item of await list(db, now, horizon)) {
      if (stopping()) return sent;
      const hoursBefore = dueReminder(item, hours, now);
      if (hoursBefore === null) continue;
      try {
        const went = await db.transaction(async (tx) => {
          const claimed = await tx
            .insert(remindersSent)
            .values({ subject, subjectId: item.id, startsAt: item.startsAt, hoursBefore })
            .onConflictDoNothing()
            .returning();
          return claimed.length > 0 && (await remind(deps, tx, item.id, item.startsAt));
        });
        if (went) sent += 1;
      } catch (error) {
        // One that fails (its claim rolled back with it) is tried at the next run; the rest go now.
        deps.log.error({ err: error, subject, id: item.id }, 'reminders: one could not be sent');
      }
    }
  }
  if (sent > 0) void deps.mailer.deliverDue();
  return sent;
}
