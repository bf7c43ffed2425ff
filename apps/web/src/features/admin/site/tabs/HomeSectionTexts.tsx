import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeSectionId } from '@lexbridge/shared/site/home';
import { BilingualField } from '../fields/BilingualField';
import { EditorSection } from './EditorSection';
import { FaqList, IconItemList, ValuesList } from './HomeItemLists';
import { TestimonialLists } from './TestimonialLists';

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

/** The lists inside the sections with only a title and an introduction above them. */
const listsOf: Partial<Record<HomeSectionId, () => ReactNode>> = {
  testimonials: () => <TestimonialLists />,
  faq: () => <FaqList />,
};

/**
 * The texts of each home section, and the lists inside them (highlights, values, testimonials,
 * figures, questions, guarantees). Team cards and practice areas have tabs of their own.
 */
export function HomeSectionTexts() {
  const { t } = useTranslation('siteEditor');
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
        <IconItemList name="home.about.highlights" label={t('home.lists.highlights')} />
        <ValuesList />
      </HomeSection>
      {headingOnly.map((id) => (
        <HomeSection key={id} id={id}>
          <Texts section={id} fields={['title', 'intro']} />
          {listsOf[id]?.()}
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
        <IconItemList name="home.pricing.guarantees" label={t('home.lists.guarantees')} />
      </HomeSection>
      <HomeSection id="contact">
        <Texts section="contact" fields={['title', 'intro', 'replyPromise', 'emergencyLabel']} />
      </HomeSection>
    </>
  );
}
