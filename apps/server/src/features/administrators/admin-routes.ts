import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  administratorIdParams,
  grantAdminSchema,
  linkTeamCardSchema,
  renameAdminSchema,
  type Administrator,
} from '@lexbridge/shared/schemas/administrators';
import { authorize } from '../../platform/authz/authorize';
import { auditActor } from '../security';
import { viewerOf } from '../../platform/auth/guards';
import { administratorsPolicy } from './policy';
import { grantAdministrator, listAdministrators, revokeAdministrator } from './service';
import { linkTeamCard, renameAdministrator } from './names';
import { publishedSite } from '../site';
import { askOnEveryRoute } from '../../platform/authz/ask';

/**
 * The security page's administrators: list, grant, revoke; and each administrator's own display
 * name. Inside the admin scope; every change is audited, and the rules of a revoke are checked
 * under a lock (see service.ts).
 */
export async function administratorsAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, administratorsPolicy.manage);
  const { db, realtime } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The change is committed whatever happens here: a failed announcement is logged, and the
  // answer still says the change was made (open connections then keep their rights until they
  // reconnect).
  const announceRightsChanged = (userId: string) =>
    realtime
      .rightsChanged(userId)
      .catch((err: unknown) =>
        app.log.error({ err, userId }, 'could not close the live connections of a changed role'),
      );

  typed.get('/administrators', async (): Promise<{ administrators: Administrator[] }> => ({
    administrators: await listAdministrators(db),
  }));

  typed.post('/administrators', { schema: { body: grantAdminSchema } }, async (request, reply) => {
    authorize(viewerOf(request.sessionUser, request), administratorsPolicy.manage, {});
    const actor = auditActor(request.sessionUser!.user);
    const granted = await grantAdministrator(db, request.body, actor);
    // Committed: the account's open live connections reconnect, now as an administrator.
    await announceRightsChanged(granted.id);
    return reply.code(201).send(granted);
  });

  // The asker's own name only: nobody renames a colleague (their name is what they sign with).
  typed.patch(
    '/administrators/me',
    { schema: { body: renameAdminSchema } },
    async (request, reply) => {
      authorize(viewerOf(request.sessionUser, request), administratorsPolicy.manage, {});
      const { user } = request.sessionUser!;
      await renameAdministrator(db, user, request.body.name, auditActor(user));
      // Committed: every instance reads the account afresh, so the next reply carries the name.
      await realtime.accountChanged(user.id);
      return reply.code(204).send();
    },
  );

  typed.put(
    '/administrators/me/team-card',
    { schema: { body: linkTeamCardSchema } },
    async (request, reply) => {
      authorize(viewerOf(request.sessionUser, request), administratorsPolicy.manage, {});
      const { user } = request.sessionUser!;
      await linkTeamCard(db, user.id, request.body.teamMemberId, publishedSite(app).content.team);
      // Committed: every instance reads the account afresh, so the next reply shows the card.
      await realtime.accountChanged(user.id);
      return reply.code(204).send();
    },
  );

  typed.delete(
    '/administrators/:id',
    { schema: { params: administratorIdParams } },
    async (request, reply) => {
      authorize(viewerOf(request.sessionUser, request), administratorsPolicy.manage, {});
      const actor = auditActor(request.sessionUser!.user);
      await revokeAdministrator(db, request.params.id, actor);
      // Committed: the account's open live connections reconnect, no longer as an administrator.
      await announceRightsChanged(request.params.id);
      return reply.code(204).send();
    },
  );
}
