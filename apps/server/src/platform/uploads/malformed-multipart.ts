/**
 * busboy's errors for a multipart body that is not well formed (no boundary in its content type,
 * an empty or overlong one, a body cut off before its closing boundary). They are plain errors
 * without a status, so they are told by their words: the sender is at fault, not the server.
 */
const MALFORMED = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^The needle cannot (be an empty|have a length bigger)/,
];

export function isMalformedMultipart(error: { message?: unknown; statusCode?: unknown }) {
  const { message } = error;
  return error.statusCode === undefined && typeof message === 'string'
    ? MALFORMED.some((pattern) => pattern.test(message))
    : false;
}
