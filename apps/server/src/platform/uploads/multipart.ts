import type { FastifyMultipartOptions } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@lexbridge/shared/schemas/uploads';

/**
 * @fastify/multipart options for routes that hand files to intakeUpload: busboy cuts a file one
 * byte past the limit without failing the request, so the intake sees that byte and refuses that
 * file alone, and the request's other files still upload. (With busboy's own refusal, the first
 * file over its limit would end the whole request.)
 */
export function uploadMultipartOptions(maxFiles: number): FastifyMultipartOptions {
  return {
    limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: maxFiles, fields: 10 },
    throwFileSizeLimit: false,
  };
}
