import { deferSectionUntilNear } from '../../../lib/defer-until-near';
import { keepServerHtml } from '../../../lib/keep-server-html';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ComponentType } from 'react';
import type { HomeSectionId } from '@lexbridge/shared/site/home';
import { HeroSection } from '../components/HeroSection';
import { useSite } from '../../site';

// Sections with nothing to press but links keep the server's HTML while the page hydrates; their
// code is fetched only when they must render (a link inside the app, a change of language).
const About = keepServerHtml('about', () =>
  import('../components/AboutSection').then((module) => module.AboutSection),
);
const PracticeAreas = keepServerHtml('services', () =>
  import('../components/PracticeAreasSection').then((module) => module.PracticeAreasSection),
);
const Team = keepServerHtml('team', () =>
  import('../components/TeamSection').then((module) => module.TeamSection),
);
const Testimonials = keepServerHtml('testimonials', () =>
  import('../components/TestimonialsSection').then((module) => module.TestimonialsSection),
);

// Sections below the fold with buttons, forms or data keep the server's HTML until the visitor
// nears them.
const FaqSection = deferSectionUntilNear('faq', () =>
  import('../components/FaqSection').then((module) => module.FaqSection),
);
const PricingSection = deferSectionUntilNear('pricing', () =>
  import('../components/pricing-section').then((module) => module.PricingSection),
);
const NewsSection = deferSectionUntilNear('news', () =>
  import('../components/news-section').then((module) => module.NewsSection),
);
const ContactSection = deferSectionUntilNear('contact', () =>
  import('../components/contact-section').then((module) => module.ContactSection),
);

const sections: Record<HomeSectionId, ComponentType> = {
  hero: HeroSection,
  about: About,
  practiceAreas: PracticeAreas,
  team: Team,
  testimonials: Testimonials,
  faq: FaqSection,
  pricing: PricingSection,
  news: NewsSection,
  contact: ContactSection,
};

/**
 * The home page: the sections the firm shows, in its order (hidden ones are not in the site's
 * list). The footer comes from the layout.
 */
export function HomePage() {
  useDocumentTitle();
  const site = useSite();
  return (
    <>
      {site?.home.sections.map((id) => {
        const Section = sections[id];
        return <Section key={id} />;
      })}
    </>
  );
}
