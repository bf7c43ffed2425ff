import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values unlock something (sign-in and setup links, invitations, reset
 * and verification links, OAuth codes, signed URLs): their values never reach the log.
 */
const SECRET_PARAMETER = /token|code|secret|key|signature|password|otp|session_id/i;

export const REDACTED = '[redacted]';

/**
 * Paths whose next segment is a secret: the test checkout's session (it pays or cancels a
 * booking), a signed-in session's id, a password-reset token, a booking's manage link (page and
 * API), a calendar feed's address and a data export's download link (page and API; the optional
 * /el is a page's Greek address). That segment
 * never reaches the log.
 */
const SECRET_SEGMENT =
  /^((?:\/el)?\/checkout\/test\/|\/api\/checkout\/test\/|\/api\/account\/sessions\/|\/api\/auth\/reset-password\/|(?:\/el)?\/booking\/manage\/|\/api\/bookings\/manage\/|\/calendar\/|(?:\/el)?\/data-export\/|\/api\/data-exports\/)[^/?#]+/i;

/** The URL with secret path segments and the values of token-like query parameters redacted. */
export function redactUrl(url: string): string {
  return redactQuery(url.replace(SECRET_SEGMENT, `$1${REDACTED}`));
}

function redactQuery(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const fragmentStart = url.indexOf('#', queryStart);
  const end = fragmentStart === -1 ? url.length : fragmentStart;
  const query = url
    .slice(queryStart + 1, end)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the name as written.
      }
      return separator !== -1 && SECRET_PARAMETER.test(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}${url.slice(end)}`;
}

/** What the log says of a request: Fastify's default fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version']?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Logger options every request log line goes through: no cookies, no credentials in URLs. */
export const requestLogOptions = {
  redact: ['req.headers.cookie', 'req.headers.authorization'],
  serializers: { req: serializeRequest },
} satisfies Partial<Exclude<FastifyServerOptions['logger'], boolean | undefined>>;
