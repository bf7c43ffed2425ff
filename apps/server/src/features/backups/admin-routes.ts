import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  backupScheduleSchema,
  type BackupSchedule,
  type BackupsOverview,
} from '@lexbridge/shared/schemas/backups';
import { authorize } from '../../platform/authz/authorize';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { viewerOf } from '../../platform/auth/guards';
import { settingsPolicy } from '../settings';
import { getBackupOverview, updateBackupSchedule } from './schedule';

/**
 * The scheduled backup, part of the firm's settings (Admin -> Settings -> Backups): the schedule,
 * where backups can go and the last runs, inside the admin scope; administrators only, as the
 * other settings.
 */
export async function backupsAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, settingsPolicy.manage);
  const { db, config } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const places = { local: config.backupDir, s3Bucket: config.s3?.bucket ?? null };
  // S3 is a choice only where the server stores files in S3: the bucket and its credentials are
  // the server's own settings (S3_BUCKET ...), never sent from a form.
  const scheduleBody = backupScheduleSchema.refine(
    (schedule) => schedule.destination !== 's3' || config.s3 !== undefined,
    { path: ['destination'], message: msg('validation:backups.noS3Bucket') },
  );

  typed.get('/backups', async (): Promise<BackupsOverview> => getBackupOverview(db, places));

  typed.put(
    '/backups/schedule',
    { schema: { body: scheduleBody } },
    async (request): Promise<BackupSchedule> => {
      authorize(viewerOf(request.sessionUser, request), settingsPolicy.manage, {});
      const { user } = request.sessionUser!;
      return updateBackupSchedule(db, request.body, { id: user.id, name: user.name || user.email });
    },
  );
}
