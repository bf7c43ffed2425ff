import type { FastifyInstance } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import type { Metrics } from './registry';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Requests that matched no route: one label value, whatever URL a client makes up. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts requests and times them by method, route pattern (`/api/matters/:id`, never the URL a
 * client sent) and status, so no client can add label values: the patterns are the server's own,
 * methods outside the standard ones are `OTHER`, and statuses are three digits. With them, the
 * process's own metrics (event-loop delay and the like) start.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics) {
  metrics.collectProcessMetrics();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'lexbridge_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [metrics.registry],
  });
  const durations = new Histogram({
    name: 'lexbridge_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: METHODS.has(request.method) ? request.method : 'OTHER',
      // The 404 handler has no pattern of its own (undefined, or the URL itself in some versions).
      route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE),
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
}
