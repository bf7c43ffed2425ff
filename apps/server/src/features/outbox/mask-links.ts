const SECRET_LINK = /(https?:\/\/\S*?[?&]token=)[^&\s]+/g;
// A copy of a client's data is downloaded with the secret as the link's last path segment.
const DATA_EXPORT_LINK = /(https?:\/\/\S*?\/data-export\/)[A-Za-z0-9_-]+/g;

/** What a masked token shows in place of the secret. */
export const MASKED_TOKEN = '••••••••';

/**
 * Every link that signs someone in, resets a password, confirms an address or accepts an
 * invitation carries its secret as a `token` query parameter, and a data export's download link
 * as its path's end. Once the mail has gone to its recipient, the link is theirs alone: the
 * Outbox shows it with the token masked.
 */
export function maskSecretLinks(text: string): string {
  return text
    .replace(SECRET_LINK, `$1${MASKED_TOKEN}`)
    .replace(DATA_EXPORT_LINK, `$1${MASKED_TOKEN}`);
}
