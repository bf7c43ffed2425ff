import { deferUntilNear } from '../../../lib/defer-until-near';
import { SectionBand } from '../../../components/layout/SectionHeading';
import { useSite } from '../../site';
import { SiteSectionHeading } from './SiteSectionHeading';

// The accordion's code loads as the visitor nears the questions, not with the top of the page.
const FaqAccordion = deferUntilNear('faq-answers', () =>
  import('./FaqAccordion').then((module) => module.FaqAccordion),
);

export function FaqSection() {
  const faq = useSite()?.home.faq;
  if (!faq) return null;
  return (
    <SectionBand id="faq" labelledBy="faq-title" tone="white">
      <SiteSectionHeading id="faq-title" title={faq.title} intro={faq.intro} />
      <FaqAccordion />
    </SectionBand>
  );
}
