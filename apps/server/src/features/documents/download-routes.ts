import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@lexbridge/shared/i18n/message';
import { documentDownloadQuery, documentIdParams } from '@lexbridge/shared/schemas/documents';
import { authorize } from '../../platform/authz/authorize';
import { notFound } from '../../platform/errors';
import { sendStoredFile } from '../../platform/uploads/download';
import { requireUser, viewerOf } from '../../platform/auth/guards';
import { logDownload } from './access-log';
import { currentVersion } from './mappers';
import { documentPolicy } from './policy';
import { findDocument, versionsOf } from './service';

/**
 * Downloads a version of a document (by default the newest of its own side's versions). The access is written to the log
 * before a byte is sent; a document the viewer may not see answers 404 like one that does not exist.
 * The file goes through this route (never a public URL), so the rule and the log always apply.
 */
export async function documentDownloadRoutes(app: FastifyInstance) {
  const { db, storage } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/documents/:id/download',
    {
      onRequest: requireUser(app),
      schema: { params: documentIdParams, querystring: documentDownloadQuery },
    },
    async (request, reply) => {
      const viewer = viewerOf(request.sessionUser, request);
      const document = authorize(
        viewer,
        documentPolicy.view,
        await findDocument(db, request.params.id),
      );
      const versions = (await versionsOf(db, [document])).get(document.id) ?? [];
      const wanted = request.query.version;
      const version = wanted
        ? versions.find((v) => v.id === wanted)
        : currentVersion(document, versions);
      if (!version) throw notFound(msg('errors:documents.notFound'));
      await logDownload(db, { document, version, user: request.sessionUser!.user });
      return sendStoredFile(reply, storage, {
        key: version.storageKey,
        fileName: document.name,
        mimeType: version.mimeType,
      });
    },
  );
}
