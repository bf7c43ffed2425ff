import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A failure the caller can act on; `message` is shown to people as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') =>
  new HttpError(400, code, message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = "You don't have permission to do that.", code = 'FORBIDDEN') =>
  new HttpError(403, code, message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'RATE_LIMITED', message, { 'retry-after': String(retryAfterSeconds) });

// text/plain is not among them: a cross-site form or fetch may send it without asking first.
const UNSUPPORTED_MEDIA_TYPE_MESSAGE =
  'Send the request body as JSON (Content-Type: application/json), or as multipart/form-data ' +
  'where a file is uploaded.';

/** The one error handler: 4xx carry `{ error: { code, message } }`; 5xx hide their details. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ error: { code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Shared schemas carry messages written for people; show the first one as is.
      const message = error.validation[0]?.message ?? 'The request is not valid.';
      return reply.code(400).send({ error: { code: 'VALIDATION_ERROR', message } });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: UNSUPPORTED_MEDIA_TYPE_MESSAGE },
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .code(status)
        .send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
  });
}
