import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireAdmin } from './platform/auth/guards';

export const ADMIN_PREFIX = '/api/admin';

/**
 * Every administrators' route lives in this one scope under /api/admin, behind one guard: 401
 * signed out, 403 for anyone who is not an administrator. It runs on request, before any body is
 * read or validated, so a stranger learns nothing from a malformed request either. A feature's
 * admin plugin adds routes relative to the prefix and never guards them itself; the plugins come
 * from the registry (features/registry.ts), in its order.
 */
export async function registerAdminScope(app: FastifyInstance, plugins: FastifyPluginAsync[]) {
  async function adminScope(scope: FastifyInstance) {
    scope.addHook('onRequest', requireAdmin(scope));
    for (const plugin of plugins) await scope.register(plugin);
  }
  await app.register(adminScope, { prefix: ADMIN_PREFIX });
}
