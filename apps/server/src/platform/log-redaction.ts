/**
 * E-mailed links carry sign-in secrets in their query (`?token=...`), and a failed database
 * write quotes the mail it was storing (a query error lists its parameters). What reaches the log
 * keeps a link's address and drops its query.
 */
const LINK_QUERY = /(https?:\/\/[^\s"'<>\\?]+)\?[^\s"'<>\\]*/g;

export function redactLinks(text: string): string {
  return text.replace(LINK_QUERY, '$1?[redacted]');
}

type LoggedError = Error & { code?: unknown; statusCode?: unknown };
type SafeError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * The log's `err` serializer: type, message, stack and codes, with links redacted. A query
 * error's own `params` (the values it tried to write) are left out entirely.
 */
export function linkSafeError(error: LoggedError): SafeError {
  const safe: SafeError = {
    type: error.constructor?.name ?? 'Error',
    message: redactLinks(String(error.message)),
    stack: redactLinks(String(error.stack ?? '')),
  };
  if (error.code !== undefined) safe.code = error.code;
  if (error.statusCode !== undefined) safe.statusCode = error.statusCode;
  if (error.cause instanceof Error) safe.cause = linkSafeError(error.cause);
  return safe;
}
