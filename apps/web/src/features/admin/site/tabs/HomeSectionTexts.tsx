import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeSectionId } from '@lexbridge/shared/site/home';
import { BilingualField } from '../fields/BilingualField';
import { EditorSection } from './EditorSection';

/** The single texts of the sections edited here (the catalog's `home.fields`). */
type TextField =
  | 'eyebrow'
  | 'title'
  | 'intro'
  | 'lead'
  | 'contactButton'
  | 'servicesButton'
  | 'missionTitle'
  | 'mission'
  | 'valuesTitle'
  | 'mostPopular'
  | 'hourlyRatesTitle'
  | 'hourlyRatesIntro'
  | 'guaranteesTitle'
  | 'customQuoteButton'
  | 'replyPromise'
  | 'emergencyLabel';

/** Fields of one section, each named by its key under `home.<section>.`. */
function Texts({ section, fields }: { section: HomeSectionId; fields: readonly TextField[] }) {
  const { t } = useTranslation('siteEditor');
  return fields.map((field) => (
    <BilingualField
      key={field}
      name={`home.${section}.${field}`}
      label={t(`home.fields.${field}`)}
      multiline={['lead', 'intro', 'mission'].includes(field) || field.endsWith('Intro')}
      rows={3}
    />
  ));
}

/** Sections with only a title and an introduction above their items. */
const headingOnly: readonly HomeSectionId[] = [
  'practiceAreas',
  'team',
  'testimonials',
  'faq',
  'news',
];

/** One section's texts under its name. */
function HomeSection({ id, children }: { id: HomeSectionId; children: ReactNode }) {
  const { t } = useTranslation('siteEditor');
  return <EditorSection title={t(`home.section.${id}`)}>{children}</EditorSection>;
}

/**
 * The texts of each home section, in the page's order. The lists inside sections (highlights,
 * testimonials, questions) keep what the seed or the last publish gave them.
 */
export function HomeSectionTexts() {
  return (
    <>
      <HomeSection id="hero">
        <Texts
          section="hero"
          fields={['eyebrow', 'title', 'lead', 'contactButton', 'servicesButton']}
        />
      </HomeSection>
      <HomeSection id="about">
        <Texts
          section="about"
          fields={['title', 'intro', 'missionTitle', 'mission', 'valuesTitle']}
        />
      </HomeSection>
      {headingOnly.map((id) => (
        <HomeSection key={id} id={id}>
          <Texts section={id} fields={['title', 'intro']} />
        </HomeSection>
      ))}
      <HomeSection id="pricing">
        <Texts
          section="pricing"
          fields={[
            'title',
            'intro',
            'mostPopular',
            'hourlyRatesTitle',
            'hourlyRatesIntro',
            'guaranteesTitle',
            'customQuoteButton',
          ]}
        />
      </HomeSection>
      <HomeSection id="contact">
        <Texts section="contact" fields={['title', 'intro', 'replyPromise', 'emergencyLabel']} />
      </HomeSection>
    </>
  );
}
