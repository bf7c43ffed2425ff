import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerOf } from '../auth/guards';
import { authorize, type Action } from './authorize';

/**
 * Asks the policy whether the request's viewer may do `action` to `resource`: the resource when
 * allowed, otherwise 404 with the action's message (see authorize).
 */
export function ask<Resource>(
  request: FastifyRequest,
  action: Action<Resource>,
  resource: Resource | null | undefined,
): Resource {
  return authorize(viewerOf(request.sessionUser, request), action, resource);
}

/**
 * Every route of the calling plugin asks `action` (a feature-wide rule, with no resource) before
 * its handler runs. For plugins whose guard ran on request (the admin scope) or that need none
 * (public routes); a route guarded later asks in its handler instead.
 */
export function askOnEveryRoute(app: FastifyInstance, action: Action<unknown>) {
  app.addHook('preHandler', async (request) => {
    ask(request, action, {});
  });
}
