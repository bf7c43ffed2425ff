/** AES-256 needs exactly 32 bytes of key. */
export const KEY_BYTES = 32;

/**
 * The key written as 64 hex characters or as base64 (standard or URL-safe) of 32 bytes; null when
 * the text is neither. Both forms are what `openssl rand -hex 32` and `-base64 32` print.
 */
export function parseEncryptionKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === KEY_BYTES ? bytes : null;
}
