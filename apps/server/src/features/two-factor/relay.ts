import type { FastifyReply } from 'fastify';
import { sendFetchResponse } from '../../platform/auth/fastify-bridge';

/**
 * Better Auth's answer to a call we made: a refusal is passed on to the caller as is (translated
 * by sendFetchResponse) and null returned; on success its cookies (a renewed session) go to the
 * caller and its body is returned for the route to build its own answer.
 */
export async function relay<Body>(reply: FastifyReply, response: Response): Promise<Body | null> {
  if (!response.ok) {
    await sendFetchResponse(reply, response);
    return null;
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return (await response.json()) as Body;
}
