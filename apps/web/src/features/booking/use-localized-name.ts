import { localText } from '@lexbridge/shared/site/localize';
import type { LocalizedText } from '@lexbridge/shared/site/text';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * A name kept in both languages (a booked consultation's name as it was when booked, a public
 * holiday's) in the language shown now; in the other language when that side is empty.
 */
export function useLocalizedName(): (name: LocalizedText) => string {
  const language = useLanguage();
  return (name) => localText(name, language).text;
}
