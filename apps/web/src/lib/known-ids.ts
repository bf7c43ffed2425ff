const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Account ids (Better Auth): letters, digits, '-' and '_'. */
const CLIENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

// An id from the URL that the server would refuse (a stale or mistyped link) is left out of the
// request: the list shows everything rather than an error.
export const knownMatterId = (value: string) => (UUID.test(value) ? value : undefined);
export const knownClientId = (value: string) => (CLIENT_ID.test(value) ? value : undefined);
