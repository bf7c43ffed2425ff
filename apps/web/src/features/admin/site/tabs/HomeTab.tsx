import { useTranslation } from 'react-i18next';
import { BilingualField } from '../fields/BilingualField';
import { EditorSection } from './EditorSection';
import { HomeSectionsList } from './HomeSectionsList';
import { HomeSectionTexts } from './HomeSectionTexts';

/** The home page: which sections show and in what order, and each section's texts. */
export function HomeTab() {
  const { t } = useTranslation('siteEditor');
  return (
    <div className="space-y-6">
      <EditorSection title={t('home.sectionsTitle')} intro={t('home.sectionsIntro')}>
        <HomeSectionsList />
      </EditorSection>
      <HomeSectionTexts />
      <EditorSection title={t('home.seoTitle')} intro={t('home.seoIntro')}>
        <BilingualField name="seo.homeTitle" label={t('home.seo.homeTitle')} />
        <BilingualField
          name="seo.homeDescription"
          label={t('home.seo.homeDescription')}
          multiline
          rows={2}
        />
      </EditorSection>
    </div>
  );
}
