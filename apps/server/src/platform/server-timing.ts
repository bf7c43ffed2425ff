import type { FastifyInstance } from 'fastify';

/**
 * Every API answer says how long the server spent on it: `Server-Timing: app;dur=12.3`
 * (milliseconds from the request's arrival to its answer being ready, before the network). Browser
 * developer tools show it beside the request, and `npm run bench:portal` reads it, so a slow list
 * can be told apart from a slow network. Pages and files are left alone.
 */
export function registerServerTiming(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });
}

/** The `app` duration of a Server-Timing header, in milliseconds; NaN when it has none. */
export function serverTimingOf(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const match = /(?:^|,)\s*app;dur=([\d.]+)/.exec(value);
  return match ? Number(match[1]) : NaN;
}
