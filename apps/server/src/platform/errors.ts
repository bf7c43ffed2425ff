import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import { msg } from '@lexbridge/shared/i18n/message';
import { requestTranslator } from './i18n/plugin';
import { translateMessage, translator } from './i18n/translator';
import { refusedValueCode } from './refused-value';
import { isMalformedMultipart } from './uploads/malformed-multipart';

/**
 * A failure the caller can act on. `text` is a `msg('errors:...')` message: the error handler
 * answers it in the request's language. `message` is its English text, for logs and the CLI.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly text: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(translateMessage(translator(defaultLanguage), text));
  }
}

export const badRequest = (text: string, code = 'BAD_REQUEST') => new HttpError(400, code, text);
export const unauthorized = (text = msg('errors:auth.signInRequired')) =>
  new HttpError(401, 'UNAUTHORIZED', text);
export const forbidden = (text = msg('errors:auth.forbidden'), code = 'FORBIDDEN') =>
  new HttpError(403, code, text);
export const notFound = (text = msg('errors:notFound')) => new HttpError(404, 'NOT_FOUND', text);
export const conflict = (text: string, code = 'CONFLICT') => new HttpError(409, code, text);
export const tooManyRequests = (text: string, retryAfterSeconds: number) =>
  new HttpError(429, 'RATE_LIMITED', text, { 'retry-after': String(retryAfterSeconds) });

/** The code of a 400 for a value validation let through and the database refused. */
export const VALUE_REFUSED = 'VALUE_REFUSED';

/** Fastify's own refusals of a request's body, in words of ours that can be translated. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: msg('errors:invalidJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: msg('errors:invalidJson'),
  FST_ERR_CTP_BODY_TOO_LARGE: msg('errors:bodyTooLarge'),
  FST_ERR_NOT_FOUND: msg('errors:notFound'),
};

/**
 * The one error handler: 4xx carry `{ error: { code, message } }` with `message` in the request's
 * language (see platform/i18n); 5xx hide their details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const say = (text: string) => translateMessage(requestTranslator(request), text);
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ error: { code: error.code, message: say(error.text) } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Shared schemas carry `msg('validation:...')` messages; the first one is answered, and
      // for a body each refused field's first message too, for forms to show beside the field.
      const message = say(error.validation[0]?.message ?? msg('errors:invalidRequest'));
      const fields =
        error.validationContext === 'body' ? fieldMessages(error.validation, say) : undefined;
      return reply.code(400).send({ error: { code: 'VALIDATION_ERROR', message, fields } });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: say(msg('errors:unsupportedMediaType')) },
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const text = fastifyMessages[error.code] ?? fallbackText(request, error);
      return reply
        .code(status)
        .send({ error: { code: error.code ?? 'BAD_REQUEST', message: say(text) } });
    }
    if (isMalformedMultipart(error)) {
      return reply.code(400).send({
        error: { code: 'MALFORMED_MULTIPART', message: say(msg('errors:uploads.malformed')) },
      });
    }
    const sqlState = refusedValueCode(error);
    if (sqlState) {
      // Logged without the error: its message and parameters may quote what the caller sent.
      request.log.warn({ sqlState }, 'the database refused a value the request sent');
      return reply
        .code(400)
        .send({ error: { code: VALUE_REFUSED, message: say(msg('errors:valueRefused')) } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: { code: 'INTERNAL_ERROR', message: say(msg('errors:internal')) } });
  });
}

/** Path (`a.b`) to the first message of each field named by a validation error's issues. */
function fieldMessages(
  issues: { instancePath: string; message?: string }[],
  say: (text: string) => string,
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (path && issue.message && !(path in fields)) fields[path] = say(issue.message);
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** Another 4xx from a plugin: its own words in English, the general refusal in other languages. */
function fallbackText(request: FastifyRequest, error: FastifyError) {
  return request.language === defaultLanguage ? error.message : msg('errors:invalidRequest');
}
