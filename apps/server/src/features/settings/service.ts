import { eq, sql } from 'drizzle-orm';
import {
  BOOKING_HOLD_MINUTES,
  CANCELLATION_CUTOFF_HOURS,
  CHAT_MAIL_THROTTLE_MINUTES,
  REMINDER_HOURS,
  firmSettingsFields,
  type FirmSettings,
  type FirmSettingsValues,
} from '@lexbridge/shared/schemas/settings';
import { firm } from '@lexbridge/shared/firm/firm';
import type { Db, DbOrTx } from '../../db/client';
import { firmSettings } from '../../db/schema/index';
import { recordAudit } from '../security';
import { conflict } from '../../platform/errors';
import { msg } from '@lexbridge/shared/i18n/message';

type Row = typeof firmSettings.$inferSelect;
type Actor = { id: string; name: string };

/** What a fresh install uses (the migration makes the row with these values). */
const defaults: Row = {
  id: 1,
  notificationEmail: null,
  bookingHoldMinutes: BOOKING_HOLD_MINUTES.default,
  cancellationCutoffHours: CANCELLATION_CUTOFF_HOURS.default,
  refundBeforeCutoff: true,
  firstReminderHours: REMINDER_HOURS.first,
  secondReminderHours: REMINDER_HOURS.second,
  chatMailThrottleMinutes: CHAT_MAIL_THROTTLE_MINUTES.default,
  chatRetentionMonths: null,
  outboxRetentionMonths: null,
  invoicePrefix: firm.invoicePrefix,
  updatedAt: new Date(0),
};

const toSettings = ({ id: _id, updatedAt, ...values }: Row): FirmSettings => ({
  ...values,
  updatedAt: updatedAt.toISOString(),
});

/**
 * The firm's settings as they are now. Read from the database on every use, never cached, so a
 * change takes effect on the next request on every instance, without a restart.
 */
export async function getFirmSettings(db: DbOrTx): Promise<FirmSettings> {
  const [row] = await db.select().from(firmSettings).where(eq(firmSettings.id, 1));
  return toSettings(row ?? defaults);
}

/**
 * The chat e-mail interval as SQL, for a statement that claims a mail slot and reads the setting
 * at once (the live chat's hot path); the default if the row is missing.
 */
export const chatMailThrottleMinutesSql = () =>
  sql<number>`coalesce((select ${firmSettings.chatMailThrottleMinutes} from ${firmSettings} where ${firmSettings.id} = 1), ${CHAT_MAIL_THROTTLE_MINUTES.default})`;

/**
 * Where the firm's notification mail goes: the chosen address, else its contact address, which is
 * the published site's (`contactEmail`: `mailer.branding(language).contactEmail`).
 */
export const notificationAddress = (
  settings: Pick<FirmSettings, 'notificationEmail'>,
  contactEmail: string,
) => settings.notificationEmail ?? contactEmail;

/**
 * Saves the settings and audits what changed (each field's old and new value) in the same
 * transaction; the row is locked first, so two admins saving at once each see the other's values
 * as the old ones. Saving the same values again changes nothing and writes no entry.
 */
export function updateFirmSettings(
  db: Db,
  values: FirmSettingsValues,
  actor: Actor,
  basedOn?: string,
): Promise<FirmSettings> {
  return db.transaction(async (tx) => {
    await tx.insert(firmSettings).values({ id: 1 }).onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(firmSettings)
      .where(eq(firmSettings.id, 1))
      .for('update');
    if (basedOn !== undefined && basedOn !== before!.updatedAt.toISOString()) {
      throw conflict(msg('errors:settings.changedMeanwhile'), 'SETTINGS_CHANGED');
    }
    // Each changed field as 'old → new' (an empty value as '–'): plain text the log shows as is.
    const changes: Record<string, string> = {};
    const shown = (value: unknown) => (value === null || value === '' ? '–' : String(value));
    for (const field of firmSettingsFields)
      if (before![field] !== values[field])
        changes[field] = `${shown(before![field])} → ${shown(values[field])}`;
    if (Object.keys(changes).length === 0) return toSettings(before!);
    const [after] = await tx
      .update(firmSettings)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(firmSettings.id, 1))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'settings.update',
      subjectType: 'settings',
      details: changes,
    });
    return toSettings(after!);
  });
}
