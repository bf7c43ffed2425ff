import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateFirmSettingsSchema, type FirmSettings } from '@lexbridge/shared/schemas/settings';
import { authorize } from '../../platform/authz/authorize';
import { viewerOf } from '../../platform/auth/guards';
import { settingsPolicy } from './policy';
import { getFirmSettings, updateFirmSettings } from './service';
import { askOnEveryRoute } from '../../platform/authz/ask';

/** The firm's settings, inside the admin scope (which lets administrators only in). */
export async function settingsAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, settingsPolicy.manage);
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/settings', async (): Promise<FirmSettings> => getFirmSettings(db));

  typed.put(
    '/settings',
    { schema: { body: updateFirmSettingsSchema } },
    async (request): Promise<FirmSettings> => {
      authorize(viewerOf(request.sessionUser, request), settingsPolicy.manage, {});
      const { user } = request.sessionUser!;
      const { basedOn, ...values } = request.body;
      return updateFirmSettings(
        db,
        values,
        { id: user.id, name: user.name || user.email },
        basedOn,
      );
    },
  );
}
