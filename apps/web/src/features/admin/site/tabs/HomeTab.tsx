import { useTranslation } from 'react-i18next';
import { BilingualField } from '../fields/BilingualField';
import { EditorSection } from './EditorSection';
import { HomeSectionsList } from './HomeSectionsList';

/** The home page: which sections show and in what order, and the texts of its main sections. */
export function HomeTab() {
  const { t } = useTranslation('siteEditor');
  return (
    <div className="space-y-6">
      <EditorSection title={t('home.sectionsTitle')} intro={t('home.sectionsIntro')}>
        <HomeSectionsList />
      </EditorSection>
      <EditorSection title={t('home.section.hero')}>
        <BilingualField name="home.hero.eyebrow" label={t('home.hero.eyebrow')} />
        <BilingualField name="home.hero.title" label={t('home.hero.title')} />
        <BilingualField name="home.hero.lead" label={t('home.hero.lead')} multiline rows={3} />
        <BilingualField name="home.hero.contactButton" label={t('home.hero.contactButton')} />
        <BilingualField name="home.hero.servicesButton" label={t('home.hero.servicesButton')} />
      </EditorSection>
      <EditorSection title={t('home.section.contact')}>
        <BilingualField name="home.contact.title" label={t('home.heading.title')} />
        <BilingualField
          name="home.contact.intro"
          label={t('home.heading.intro')}
          multiline
          rows={2}
        />
        <BilingualField name="home.contact.replyPromise" label={t('home.contact.replyPromise')} />
        <BilingualField
          name="home.contact.emergencyLabel"
          label={t('home.contact.emergencyLabel')}
        />
      </EditorSection>
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
