import { useCallback } from 'react';
import { useTranslateMessage } from './i18n/translate-message';
import { errorMessage } from './api-client';

/**
 * `errorMessage` in the language shown now: the client's own messages (network failure, an
 * unexpected answer) are catalog keys, the server's are already in the request's language.
 */
export function useErrorMessage(): (error: unknown) => string {
  const translate = useTranslateMessage();
  return useCallback((error: unknown) => translate(errorMessage(error)), [translate]);
}
