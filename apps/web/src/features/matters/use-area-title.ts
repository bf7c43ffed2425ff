import type { LocalizedText } from '@lexbridge/shared/site/text';
import { localText } from '@lexbridge/shared/site/localize';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * A practice area's title (as the server names it from the site) in the language shown now, or
 * in the other one when the firm left it untranslated; null for a matter without an area.
 */
export function useAreaTitle(): (title: LocalizedText | null) => string | null {
  const language = useLanguage();
  return (title) => (title ? localText(title, language).text : null);
}
