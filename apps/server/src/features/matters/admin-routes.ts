import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/auth/guards';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conflictQuerySchema,
  createMatterSchema,
  legalHoldSchema,
  matterIdParams,
  matterListQuerySchema,
  updateMatterSchema,
} from '@lexbridge/shared/schemas/matters';
import { notFound } from '../../platform/errors';
import { publishClientChange } from '../../platform/realtime/client-changes';
import { findConflicts } from './conflicts';
import { setLegalHold } from './legal-hold';
import { toAdminMatter, type MatterWithClient } from './mappers';
import { checkPracticeArea, practiceAreaChoices, practiceAreaTitles } from './practice-areas';
import { createMatter, findMatter, listMatters, updateMatter } from './service';
import { msg } from '@lexbridge/shared/i18n/message';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { matterPolicy } from './policy';

/** The firm's matters, inside the admin scope (which lets administrators only in). */
export async function mattersAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, matterPolicy.manage);
  const { db, realtime } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const toAdmin = (row: MatterWithClient) => toAdminMatter(row, practiceAreaTitles(app));

  typed.get('/matters', { schema: { querystring: matterListQuerySchema } }, async (request) => {
    const { rows, total } = await listMatters(db, request.query);
    const { page, pageSize } = request.query;
    return { matters: rows.map(toAdmin), page, pageSize, total };
  });

  // The matter form's choices: the published site's practice areas, hidden ones marked.
  typed.get('/matters/practice-areas', () => practiceAreaChoices(app));

  typed.get(
    '/matters/conflicts',
    { schema: { querystring: conflictQuerySchema } },
    async (request) => findConflicts(db, request.query.name, request.query.excludeMatterId),
  );

  typed.get('/matters/:id', { schema: { params: matterIdParams } }, async (request) => {
    const row = await findMatter(db, request.params.id);
    if (!row) throw notFound(msg('errors:matters.notFound'));
    return toAdmin(row);
  });

  // A legal hold: the matter is kept whatever erasure or retention would otherwise remove.
  typed.put(
    '/matters/:id/legal-hold',
    { schema: { params: matterIdParams, body: legalHoldSchema } },
    async (request) =>
      toAdmin((await setLegalHold(db, request.params.id, request.body.reason, actorOf(request)))!),
  );
  typed.delete('/matters/:id/legal-hold', { schema: { params: matterIdParams } }, async (request) =>
    toAdmin((await setLegalHold(db, request.params.id, null, actorOf(request)))!),
  );

  typed.post('/matters', { schema: { body: createMatterSchema } }, async (request, reply) => {
    checkPracticeArea(app, request.body.practiceArea);
    const row = await createMatter(db, request.body);
    await publishClientChange(realtime, row.matter.clientId, { kind: 'matter', id: row.matter.id });
    return reply.code(201).send(toAdmin(row));
  });

  typed.patch(
    '/matters/:id',
    { schema: { params: matterIdParams, body: updateMatterSchema } },
    async (request) => {
      const { practiceArea } = request.body;
      if (practiceArea) {
        const current = await findMatter(db, request.params.id);
        if (!current) throw notFound(msg('errors:matters.notFound'));
        checkPracticeArea(app, practiceArea, current.matter.practiceArea);
      }
      const row = await updateMatter(db, request.params.id, request.body);
      const event = { kind: 'matter', id: row.matter.id } as const;
      // A matter moved to another client leaves the first one's portal too.
      const clients = new Set([row.previousClientId, row.matter.clientId]);
      await Promise.all([...clients].map((id) => publishClientChange(realtime, id, event)));
      return toAdmin(row);
    },
  );
}
