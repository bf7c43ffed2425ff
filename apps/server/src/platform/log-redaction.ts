/**
 * E-mailed links carry sign-in secrets in their query (`?token=...`). What reaches the log keeps
 * a link's address and drops its query.
 */
const LINK_QUERY = /(https?:\/\/[^\s"'<>\\?]+)\?[^\s"'<>\\]*/g;

export function redactLinks(text: string): string {
  return text.replace(LINK_QUERY, '$1?[redacted]');
}

type LoggedError = Error & {
  code?: unknown;
  statusCode?: unknown;
  params?: unknown;
  severity?: unknown;
};

// Drizzle's message for a failed query is "Failed query: <statement>\nparams: <values>", and its
// stack begins with that message: the statement stays, the values (names, messages, e-mails) go.
const PARAMS = /\nparams: [\s\S]*$/;
// PostgreSQL ends some messages with the value it could not read (invalid input syntax for type
// uuid: "..."): a client's value, so it goes too.
const QUOTED_VALUE = /: "[\s\S]*"$/;
export const PARAMS_LEFT_OUT = '[parameters left out]';

function statementOnly(error: LoggedError, text: string) {
  let safe = text;
  if (error.params !== undefined) safe = safe.replace(PARAMS, `\nparams: ${PARAMS_LEFT_OUT}`);
  if (typeof error.severity === 'string') safe = safe.replace(QUOTED_VALUE, ': [value left out]');
  return safe;
}
type SafeError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * The log's `err` serializer: type, message, stack and codes, with links redacted. A failed
 * query is logged with its statement and never its parameters (the values it tried to read or
 * write), neither its `params` nor the copy in its message and stack, nor the value a database
 * error quotes.
 */
export function linkSafeError(error: LoggedError): SafeError {
  const message = String(error.message);
  const safeMessage = statementOnly(error, message);
  const stack = String(error.stack ?? '').replace(message, () => safeMessage);
  const safe: SafeError = {
    type: error.constructor?.name ?? 'Error',
    message: redactLinks(safeMessage),
    stack: redactLinks(stack),
  };
  if (error.code !== undefined) safe.code = error.code;
  if (error.statusCode !== undefined) safe.statusCode = error.statusCode;
  if (error.cause instanceof Error) safe.cause = linkSafeError(error.cause);
  return safe;
}
