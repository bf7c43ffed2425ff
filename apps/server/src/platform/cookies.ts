/** The value of the cookie `name` in a Cookie header, as sent (still URL-encoded); null if absent or empty. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      return value || null;
    }
  }
  return null;
}
