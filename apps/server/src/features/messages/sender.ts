import type { FastifyRequest } from 'fastify';

/**
 * The signed-in person as the sender of a message: their own account name (the e-mail's local
 * part if they have none), for clients and administrators alike.
 */
export function senderOf(request: FastifyRequest) {
  const { id } = request.sessionUser!.user;
  return { id, name: senderName(request.sessionUser!.user) };
}

/** A signed-in account as a started thread needs it: who writes, and the client it is about. */
export type Account = { id: string; name: string; email: string };

/** The name a message is sent under: the account's name, or its e-mail's local part. */
export const senderName = ({ name, email }: Pick<Account, 'name' | 'email'>) =>
  name || email.split('@')[0]!;
