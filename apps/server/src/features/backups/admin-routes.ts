import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
 * The scheduled backup, part of the firm's settings (Admin -> Settings -> Backups): the schedule
 * and the last runs, inside the admin scope; administrators only, as the other settings.
 */
export async function backupsAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, settingsPolicy.manage);
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/backups', async (): Promise<BackupsOverview> => getBackupOverview(db));

  typed.put(
    '/backups/schedule',
    { schema: { body: backupScheduleSchema } },
    async (request): Promise<BackupSchedule> => {
      authorize(viewerOf(request.sessionUser, request), settingsPolicy.manage, {});
      const { user } = request.sessionUser!;
      return updateBackupSchedule(db, request.body, { id: user.id, name: user.name || user.email });
    },
  );
}
