import { localizePath, type Language } from '@lexbridge/shared/i18n/languages';

/**
 * The address of an e-mailed sign-in token. It goes straight to Better Auth's magic-link check,
 * which signs the holder in and sends them to `landing` (in their language); a used or expired
 * token lands there too, with `?error=INVALID_TOKEN`.
 */
export function signInLinkUrl(
  publicUrl: string,
  token: string,
  options: { landing: string; language: Language },
) {
  const landing = localizePath(options.landing, options.language);
  const url = new URL('/api/auth/magic-link/verify', publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('callbackURL', landing);
  url.searchParams.set('errorCallbackURL', landing);
  return url.toString();
}

/** The reset page with its token, in the account's language. */
export function resetPasswordUrl(publicUrl: string, token: string, language: Language) {
  const url = new URL(localizePath('/auth/reset-password', language), publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
