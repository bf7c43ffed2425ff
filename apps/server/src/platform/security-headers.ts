import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

const nonces = new WeakMap<ServerResponse, string>();

/** This response's script nonce, for the few `<script>` elements the server writes into a page. */
export const scriptNonce = (reply: FastifyReply) => nonces.get(reply.raw) ?? '';

/**
 * Helmet's headers on every response, with a Content-Security-Policy that lets a page load only the
 * site's own scripts, styles, fonts, images and connections, and never be framed.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const site = new URL(publicUrl);
  const https = site.protocol === 'https:';
  // CSP 3 lets 'self' cover the same host's ws:/wss:, but older Safari does not: name it too.
  const realtimeOrigin = `${https ? 'wss' : 'ws'}://${site.host}`;

  // A fresh nonce per response, so no inline script needs 'unsafe-inline'.
  app.addHook('onRequest', async (_request, reply) => {
    nonces.set(reply.raw, randomBytes(16).toString('base64'));
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_request, response) => `'nonce-${nonces.get(response)}'`],
        // 'unsafe-inline' for styles only: sonner injects its stylesheet as a <style> element
        // without a nonce option, and React writes `style` attributes into server-rendered HTML
        // (Radix's visually hidden text, for one). Styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", realtimeOrigin],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    xFrameOptions: { action: 'deny' },
    // Not helmet's no-referrer: under it a form posted by the browser itself (no script) carries
    // `Origin: null`, which the cross-site check would refuse; other sites still get only our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only when the site is served over https; on http it would be ignored or, worse, stick.
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
}
