import { useTranslation } from 'react-i18next';
import { practiceAreas } from '@lexbridge/shared/firm/practice-areas';

/** The category articles store for general firm news (the practice areas' English names aside). */
export const FIRM_NEWS_CATEGORY = 'Firm News';

const areaSlugs = new Map<string, (typeof practiceAreas)[number]['slug']>(
  practiceAreas.map((area) => [area.title, area.slug]),
);

/**
 * Articles store their category as an English name (a practice area's, or 'Firm News'); this shows
 * it in the page's language. A category the firm typed itself is shown as it was written.
 */
export function useCategoryLabel(): (category: string) => string {
  const { t } = useTranslation(['content', 'practiceAreas']);
  return (category) => {
    const slug = areaSlugs.get(category);
    if (slug) return t(`practiceAreas:${slug}.title`);
    return category === FIRM_NEWS_CATEGORY ? t('categories.firmNews') : category;
  };
}
