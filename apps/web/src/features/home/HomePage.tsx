import { useDocumentTitle } from '../../lib/use-document-title';
import { PricingSection } from '../booking/components/PricingSection';
import { ContactSection } from '../contact/ContactSection';
import { NewsSection } from '../content/components/NewsSection';
import { AboutSection } from './AboutSection';
import { FaqSection } from './FaqSection';
import { HeroSection } from './HeroSection';
import { PracticeAreasSection } from './PracticeAreasSection';
import { TeamSection } from './TeamSection';
import { TestimonialsSection } from './TestimonialsSection';

/** The home page sections in their fixed order; the footer comes from the layout. */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HeroSection />
      <AboutSection />
      <PracticeAreasSection />
      <TeamSection />
      <TestimonialsSection />
      <FaqSection />
      <PricingSection />
      <NewsSection />
      <ContactSection />
    </>
  );
}
