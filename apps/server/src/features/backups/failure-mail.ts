import type { FastifyBaseLogger } from 'fastify';
import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import type { Db } from '../../db/client';
import { translator } from '../../platform/i18n/translator';
import type { Mailer } from '../../platform/mailer/mailer';
import { getFirmSettings, notificationAddress } from '../settings';

/**
 * Tells the firm, at its notification address and in its own (default) language, that the
 * scheduled backup failed and why, so someone looks before the last good backup gets old. A mail
 * that cannot be queued is logged.
 */
export async function mailBackupFailed(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string },
  error: string,
) {
  try {
    const t = translator(defaultLanguage);
    await deps.mailer.send({
      to: notificationAddress(
        await getFirmSettings(deps.db),
        deps.mailer.branding(defaultLanguage).contactEmail,
      ),
      language: defaultLanguage,
      subject: t('emails:backups.failedSubject'),
      text: [
        t('emails:backups.failedIntro'),
        '',
        error,
        '',
        t('emails:backups.failedSee', { url: `${deps.publicUrl}/admin/settings` }),
      ].join('\n'),
    });
  } catch (mailError) {
    deps.log.error({ err: mailError }, 'the mail about the failed backup could not be queued');
  }
}
