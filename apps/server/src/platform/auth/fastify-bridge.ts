import type { FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '@lexbridge/shared/i18n/message';
import { translateMessage } from '../i18n/translator';
import type { Auth } from './better-auth';
import { withholdTokens } from './withhold-tokens';

/** Turns a Fastify request into the Fetch Request Better Auth handles, body included. */
export function toFetchRequest(
  request: FastifyRequest,
  publicUrl: string,
  body?: unknown,
): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  // Better Auth reads the client's address from X-Forwarded-For (for the sessions it stores): it
  // gets the one Fastify decided, having believed only the proxies it was told to trust.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body ?? request.body ?? {}) : undefined,
  });
}

/**
 * Sends Better Auth's response through Fastify. Its error bodies (`{ code, message }`) are rewrapped
 * into the app's one shape, `{ error: { code, message } }`, in the request's language: a code our
 * catalog knows is translated; another keeps Better Auth's own (English) words.
 */
export async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (
    response.status >= 400 &&
    response.headers.get('content-type')?.includes('application/json')
  ) {
    const body = JSON.parse(text || '{}') as { code?: string; message?: string };
    const known = body.code ? `errors:auth.codes.${body.code}` : msg('errors:auth.failed');
    const fallback = body.message ?? translateMessage(reply.request.t, msg('errors:auth.failed'));
    const translated = translateMessage(reply.request.t, known);
    return reply.send({
      error: {
        code: body.code ?? 'AUTH_ERROR',
        message: translated === known ? fallback : translated,
      },
    });
  }
  if (text !== '' && response.headers.get('content-type')?.includes('application/json'))
    return reply.send(JSON.stringify(withholdTokens(JSON.parse(text))));
  return reply.send(text === '' ? null : text);
}

export async function forwardToAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  body?: unknown,
) {
  return sendFetchResponse(reply, await auth.handler(toFetchRequest(request, publicUrl, body)));
}
