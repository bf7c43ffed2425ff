import type { FastifyRequest } from 'fastify';

/**
 * The signed-in person as the sender of a message: their own account name (the e-mail's local
 * part if they have none), for clients and administrators alike.
 */
export function senderOf(request: FastifyRequest) {
  const { id, name, email } = request.sessionUser!.user;
  return { id, name: name || email.split('@')[0]! };
}
