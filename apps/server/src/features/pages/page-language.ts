import type { FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  isLanguage,
  negotiateLanguage,
  type Language,
} from '@lexbridge/shared/i18n/languages';
import { readCookie } from '../../platform/cookies';
import { resolveSessionUser } from '../../platform/auth/guards';

/** The visitor's language when the URL does not say: their remembered choice, else their browser's. */
export function preferredLanguage(request: FastifyRequest): Language {
  const chosen = readCookie(request.headers.cookie, LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : negotiateLanguage(request.headers['accept-language']);
}

/** The language of a signed-in or admin page: the user's profile's, else the visitor's preference. */
export async function privatePageLanguage(request: FastifyRequest): Promise<Language> {
  try {
    const session = await resolveSessionUser(request.server, request);
    return session?.user.language ?? preferredLanguage(request);
  } catch (error) {
    // The shell must still load (it explains the failure itself); only its language is a guess.
    request.log.warn({ err: error }, 'could not read the session for the page language');
    return preferredLanguage(request);
  }
}
