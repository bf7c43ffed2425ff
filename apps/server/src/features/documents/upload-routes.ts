import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@lexbridge/shared/i18n/message';
import { matterIdParams } from '@lexbridge/shared/schemas/matters';
import {
  documentAccessLevelSchema,
  type DocumentAccessLevel,
} from '@lexbridge/shared/schemas/documents';
import { authorize } from '../../platform/authz/authorize';
import { badRequest } from '../../platform/errors';
import { intakeUpload } from '../../platform/uploads/intake';
import { uploadMultipartOptions } from '../../platform/uploads/multipart';
import { checkUploadAllowed } from '../../platform/uploads/rate-limit';
import { requireUser, viewerOf } from '../../platform/auth/guards';
import { findMatter } from '../matters';
import { toAdminDocument, toClientDocument } from './mappers';
import { notifyDocumentAdded } from './notifications';
import { documentPolicy } from './policy';
import { recordUpload } from './record-upload';
import { findDocument, versionsOf } from './service';

/** The access level sent before the file; a client's upload is shared whatever they send. */
function accessLevelOf(fields: Map<string, string>, isAdmin: boolean): DocumentAccessLevel {
  if (!isAdmin) return 'shared';
  const parsed = documentAccessLevelSchema.safeParse(fields.get('accessLevel') ?? undefined);
  if (!parsed.success) throw badRequest(msg('validation:document.accessLevel'));
  return parsed.data;
}

/** Uploads to a matter: its client and the firm, one file per request, streamed to storage. */
export async function documentUploadRoutes(app: FastifyInstance) {
  const { db, storage, rateLimiter } = app.deps;
  // One file per request, so the browser shows each file's progress and a refusal stays its own.
  await app.register(multipart, uploadMultipartOptions(1));
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/matters/:id/documents',
    { onRequest: requireUser(app), schema: { params: matterIdParams } },
    async (request, reply) => {
      const viewer = viewerOf(request.sessionUser, request);
      const found = await findMatter(db, request.params.id);
      const matter = authorize(viewer, documentPolicy.upload, found?.matter);
      if (!request.isMultipart()) throw badRequest(msg('errors:documents.noFile'), 'NO_FILE');
      const user = request.sessionUser!.user;
      const fields = new Map<string, string>();
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields.set(part.fieldname, String(part.value));
          continue;
        }
        await checkUploadAllowed(rateLimiter, user.id);
        const accessLevel = accessLevelOf(fields, viewer.isAdmin);
        const file = await intakeUpload(storage, part.file, part.filename, { area: 'documents' });
        let recorded;
        try {
          recorded = await recordUpload(db, {
            matterId: matter.id,
            accessLevel,
            file,
            uploader: { id: user.id, name: user.name, isAdmin: viewer.isAdmin },
          });
        } catch (error) {
          await storage.remove(file.key); // the row is not there: neither is the file
          throw error;
        }
        if (accessLevel === 'shared')
          void notifyDocumentAdded(
            { ...app.deps, log: request.log, publicUrl: app.deps.config.publicUrl },
            { ...matter, clientEmail: found!.clientEmail },
            viewer.isAdmin,
          );
        const row = (await findDocument(db, recorded.documentId))!;
        const versions = (await versionsOf(db, [row])).get(row.id) ?? [];
        const document = viewer.isAdmin
          ? toAdminDocument(row, versions)
          : toClientDocument(row, versions);
        return reply.code(201).send({ document });
      }
      throw badRequest(msg('errors:documents.noFile'), 'NO_FILE');
    },
  );
}
