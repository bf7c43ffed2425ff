import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  saveSiteDraftSchema,
  siteLanguageQuerySchema,
  siteRevisionSchema,
  siteVersionParamsSchema,
  type SitePreviewResponse,
} from '@lexbridge/shared/schemas/site';
import { localizeSite } from '@lexbridge/shared/site/localize';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { badRequest } from '../../platform/errors';
import {
  addSiteAsset,
  assetTooLarge,
  removeAssetFiles,
  SITE_ASSET_MAX_BYTES,
} from './assets-service';
import { readDraft, saveDraft } from './draft-service';
import type { Editor } from './editors';
import { sitePolicy } from './policy';
import { actorOf } from '../../platform/auth/guards';
import { publishDraft, restoreVersion, type PublishOutcome } from './publish-service';
import { listVersions, readVersion } from './versions-service';

const editorOf = (request: FastifyRequest): Editor => actorOf(request);

/**
 * The whole site in one body: up to 30 practice-area pages of 50,000 characters in two languages
 * (Greek takes two bytes a character) exceed the server's 1 MB default. Administrators only, and
 * the admin scope's guard runs before a body is read.
 */
const DRAFT_BODY_LIMIT = 8 * 1024 * 1024;

const isTooLarge = (error: unknown) =>
  (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Admin -> Site: the draft, its preview, publishing, versions and images (admin scope). */
export async function siteAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, sitePolicy.manage);
  const { db, storage } = app.deps;
  await app.register(multipart, {
    limits: { fileSize: SITE_ASSET_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // This instance shows the new version at once; the others when the bus notice reaches them.
  // Images nothing names any more lose their files once the publish has committed.
  const live = async ({ draft, published, unusedFiles }: PublishOutcome) => {
    if (published) app.site.adopt(published);
    await removeAssetFiles(storage, unusedFiles, app.log);
    return draft;
  };

  typed.get('/site/draft', () => readDraft(db));

  typed.put(
    '/site/draft',
    { bodyLimit: DRAFT_BODY_LIMIT, schema: { body: saveSiteDraftSchema } },
    (request) => saveDraft(db, request.body.content, request.body.basedOn, editorOf(request)),
  );

  typed.get(
    '/site/preview',
    { schema: { querystring: siteLanguageQuerySchema } },
    async (request): Promise<SitePreviewResponse> => {
      const draft = await readDraft(db);
      const language = request.query.language ?? request.language;
      return { revision: draft.revision, site: localizeSite(draft.content, language) };
    },
  );

  typed.post('/site/publish', { schema: { body: siteRevisionSchema } }, async (request) =>
    live(await publishDraft(db, request.body.basedOn, editorOf(request))),
  );

  typed.get('/site/versions', () => listVersions(db));

  typed.get('/site/versions/:id', { schema: { params: siteVersionParamsSchema } }, (request) =>
    readVersion(db, request.params.id),
  );

  typed.post(
    '/site/versions/:id/restore',
    { schema: { params: siteVersionParamsSchema, body: siteRevisionSchema } },
    async (request) =>
      live(await restoreVersion(db, request.params.id, request.body.basedOn, editorOf(request))),
  );

  // Multipart with one part, `file`; its bytes decide whether it is an image the site can use.
  typed.post('/site/assets', async (request, reply) => {
    if (!request.isMultipart()) throw badRequest(msg('errors:site.notMultipart'));
    const file = await request.file().catch((error: unknown) => {
      throw isTooLarge(error) ? assetTooLarge() : error;
    });
    if (!file) throw badRequest(msg('errors:site.noFile'), 'NO_FILE');
    const data = await file.toBuffer().catch((error: unknown) => {
      throw isTooLarge(error) ? assetTooLarge() : error;
    });
    return reply.code(201).send(await addSiteAsset(db, storage, data, editorOf(request)));
  });
}
