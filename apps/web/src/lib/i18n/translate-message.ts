import { useTranslation } from 'react-i18next';
import { translateMessage } from '@lexbridge/shared/i18n/message';

/**
 * `translateMessage` bound to the language shown now: a shared schema's validation message or the
 * client's own network error in the page's language; an error the server already translated is
 * shown as it is.
 */
export function useTranslateMessage(
  // Forms show validation messages at any moment: their catalog is loaded with the form.
  namespaces: readonly ('common' | 'validation')[] = ['common', 'validation'],
): (text: string) => string {
  const { t } = useTranslation(namespaces);
  return (text) => translateMessage(t, text);
}
