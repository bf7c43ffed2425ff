import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { ChangeOrigin } from './mail';

/** The browser a change came from, for the audit log and the owner's notice. */
export const originOf = (request: FastifyRequest): ChangeOrigin => ({
  at: new Date(),
  userAgent: request.headers['user-agent'] ?? null,
  ip: request.ip,
});

/**
 * The request's headers for a Better Auth call, with the client's address as Fastify decided it
 * (having believed only trusted proxies): a session Better Auth creates records that address.
 */
export function authHeaders(request: FastifyRequest) {
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-forwarded-for', request.ip);
  return headers;
}
