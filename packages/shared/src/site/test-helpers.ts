import { createNodeI18n } from '../i18n/node-i18n';
import type { Language } from '../i18n/languages';
import { translateMessage } from '../i18n/message';
import { kcLawSiteSeed } from '../firm/site-seed';
import { siteContentSchema, type SiteContent } from './schema';

/** A deep copy of the seed to change in a test. */
export const seedCopy = (): SiteContent => structuredClone(kcLawSiteSeed);

const translators = { en: createNodeI18n('en'), el: createNodeI18n('el') };

/** Each refusal of `content` as `path: message`, in `language`. */
export function refusals(content: unknown, language: Language = 'en'): string[] {
  const result = siteContentSchema.safeParse(content);
  if (result.success) return [];
  const t = translators[language].getFixedT(language);
  return result.error.issues.map(
    (issue) => `${issue.path.join('.')}: ${translateMessage(t, issue.message)}`,
  );
}
