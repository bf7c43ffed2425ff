import { useTranslation } from 'react-i18next';
import { deferUntilNear } from '../../../lib/defer-until-near';
import { SectionBand, SectionHeading } from '../../../components/layout/SectionHeading';

// The accordion's code loads as the visitor nears the questions, not with the top of the page.
const FaqAccordion = deferUntilNear('faq-answers', () =>
  import('./FaqAccordion').then((module) => module.FaqAccordion),
);

export function FaqSection() {
  const { t } = useTranslation('home');
  return (
    <SectionBand id="faq" labelledBy="faq-title" tone="white">
      <SectionHeading id="faq-title" title={t('faq.title')} intro={t('faq.intro')} />
      <FaqAccordion />
    </SectionBand>
  );
}
