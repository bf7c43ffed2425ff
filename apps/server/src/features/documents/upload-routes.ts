import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { serviceDeps } from '../../platform/deps';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@lexbridge/shared/i18n/message';
import { matterIdParams } from '@lexbridge/shared/schemas/matters';
import { authorize, can } from '../../platform/authz/authorize';
import { badRequest } from '../../platform/errors';
import { uploadMultipartOptions } from '../../platform/uploads/multipart';
import { requireUser, viewerOf } from '../../platform/auth/guards';
import { findMatter } from '../matters';
import { documentPolicy } from './policy';
import { uploadDocument } from './upload';

/** Uploads to a matter: its client and the firm, one file per request, streamed to storage. */
export async function documentUploadRoutes(app: FastifyInstance) {
  const { db } = app.deps;
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
      const { id, name } = request.sessionUser!.user;
      const fields = new Map<string, string>();
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields.set(part.fieldname, String(part.value));
          continue;
        }
        const document = await uploadDocument(serviceDeps(app.deps, request.log), {
          found: { ...found!, matter },
          uploader: { id, name, isAdmin: viewer.isAdmin },
          accessLevel: {
            requested: fields.get('accessLevel'),
            chosen: can(viewer, documentPolicy.chooseAccessLevel, matter),
          },
          file: { stream: part.file, name: part.filename },
        });
        return reply.code(201).send({ document });
      }
      throw badRequest(msg('errors:documents.noFile'), 'NO_FILE');
    },
  );
}
