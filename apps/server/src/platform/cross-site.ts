import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE_MARK } from './auth/better-auth';
import { forbidden } from './errors';
import { carriesVisitorCookie } from './visitor-token';
import { msg } from '@lexbridge/shared/i18n/message';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Stripe calls this from its servers, signs the body, and sends no cookie of ours. */
const EXEMPT_PATHS = new Set(['/api/webhooks/stripe']);

/** The session or the anonymous visitor's cookie: what another site could otherwise borrow. */
function carriesCredentials(request: FastifyRequest) {
  const cookie = request.headers.cookie;
  return Boolean(cookie?.includes(SESSION_COOKIE_MARK) || carriesVisitorCookie(cookie));
}

/**
 * Refuses a state-changing request that carries our cookies unless it comes from the site's own
 * pages: `Origin` is the origin of PUBLIC_URL, or the browser says `Sec-Fetch-Site: same-origin`.
 * SameSite=Lax already keeps the cookies off most cross-site requests; this also covers sibling
 * subdomains (same site, other origin) and older browsers. Runs before any body is parsed, so a
 * refused request writes nothing. Requests without those cookies act as nobody and pass.
 */
export function registerCrossSiteCheck(app: FastifyInstance, publicUrl: string) {
  const siteOrigin = new URL(publicUrl).origin;
  const message = msg('errors:crossSite', { origin: siteOrigin });
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (EXEMPT_PATHS.has(request.url.split('?')[0]!)) return;
    if (!carriesCredentials(request)) return;
    if (request.headers.origin === siteOrigin) return;
    if (request.headers['sec-fetch-site'] === 'same-origin') return;
    throw forbidden(message, 'CROSS_SITE_REQUEST');
  });
}
