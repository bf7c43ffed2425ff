import { useCallback } from 'react';
import { useTranslateMessage } from './i18n/translate-message';
import { untranslatedErrorMessage } from './api-client';

/**
 * An error's message in the language shown now: the client's own messages (network failure, an
 * unexpected answer) are keys of the common catalog, the server's are already translated.
 */
export function useErrorMessage(): (error: unknown) => string {
  const translate = useTranslateMessage(['common']);
  return useCallback((error: unknown) => translate(untranslatedErrorMessage(error)), [translate]);
}
