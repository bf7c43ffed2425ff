import { localText } from '@lexbridge/shared/site/localize';
import type { LocalizedText } from '@lexbridge/shared/site/text';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * A booked consultation's name in the language shown now: the name it had when it was booked
 * (the server keeps it with the booking), in the other language when the firm left it untranslated.
 */
export function useConsultationTitle(): (name: LocalizedText) => string {
  const language = useLanguage();
  return (name) => localText(name, language).text;
}
