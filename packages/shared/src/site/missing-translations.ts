import { languages, type Language } from '../i18n/languages';
import { isLocalizedText } from './text';

/** A text written in one language and missing in `language`, at `path` in the content. */
export type MissingTranslation = { path: string; language: Language };

/**
 * Every text of `content` that has one language and lacks the other, in document order. `path`
 * is the dotted path to the text as validation errors name fields ('practiceAreas.2.title',
 * 'home.faq.categories.0.items.1.answer'), so the editor can flag the field. A text empty in both
 * languages (an optional text left out) is not missing.
 */
export function missingTranslations(content: unknown): MissingTranslation[] {
  const found: MissingTranslation[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (isLocalizedText(value)) {
      const filled = languages.filter((language) => value[language].trim() !== '');
      if (filled.length > 0)
        for (const language of languages)
          if (!filled.includes(language)) found.push({ path: path.join('.'), language });
      return;
    }
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, String(index)]));
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(content, []);
  return found;
}
