import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactSection } from '../contact/ContactSection';
import { AboutSection } from './AboutSection';
import { FaqSection } from './FaqSection';
import { HeroSection } from './HeroSection';
import { PracticeAreasSection } from './PracticeAreasSection';
import { TeamSection } from './TeamSection';
import { TestimonialsSection } from './TestimonialsSection';

/** The home page sections in the specification's order; the footer comes from the layout. */
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
      {/* Lead: insert <PricingSection /> (id="pricing") and <NewsSection /> (id="news") here. */}
      <ContactSection />
    </>
  );
}
