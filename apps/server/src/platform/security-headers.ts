import type { FastifyInstance } from 'fastify';

/** Conservative headers on every response; the app needs no framing and no cross-site referrers. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
}
