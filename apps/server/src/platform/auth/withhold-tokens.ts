/**
 * Better Auth answers sign-ins and session reads with the session token in the body. The browser
 * already holds it in an HttpOnly cookie that scripts cannot read; echoing it in a body would hand
 * it to any script on the page. So answers relayed to the browser say only whether a session was
 * opened (`signedIn`), and a session object never carries its token.
 */
export function withholdTokens(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { token, session, ...rest } = body as Record<string, unknown>;
  const result: Record<string, unknown> = { ...rest };
  if (token !== undefined) result.signedIn = typeof token === 'string' && token !== '';
  if (session && typeof session === 'object') {
    const { token: _sessionToken, ...safeSession } = session as Record<string, unknown>;
    result.session = safeSession;
  } else if (session !== undefined) result.session = session;
  return result;
}
