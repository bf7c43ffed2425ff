/**
 * How /api/realtime closes a socket on purpose (WebSocket close codes in the private 4000 range,
 * and the standard one for a restart), and what the browser does next.
 */
export const REALTIME_CLOSE = {
  /** The server is stopping (restart, deploy): RFC 6455's 1012 "service restart"; reconnect with backoff. */
  serviceRestart: 1012,
  /** The account's rights changed (an admin role revoked): connect again at once, identified afresh. */
  rightsChanged: 4001,
  /** The session behind the socket ended (signed out, revoked, expired): do not reconnect on its own. */
  sessionEnded: 4002,
  /** Too many sockets for this account or address: try again only after a long pause. */
  tooManySockets: 4008,
} as const;
