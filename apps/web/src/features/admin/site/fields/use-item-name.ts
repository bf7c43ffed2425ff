import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n/use-language';

/**
 * An item's name in the page's language when it has one (else the other's, else 'Untitled'),
 * following the name as it is typed: only the component that asks re-renders.
 */
export function useItemName(path: string) {
  const { t } = useTranslation('siteEditor');
  const { control } = useFormContext();
  const language = useLanguage();
  const text = useWatch({ control, name: path }) as { en?: string; el?: string } | undefined;
  const other = language === 'en' ? 'el' : 'en';
  return text?.[language]?.trim() || text?.[other]?.trim() || t('list.untitled');
}
