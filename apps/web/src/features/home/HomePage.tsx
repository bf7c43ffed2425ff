import { keepServerHtml } from '../../lib/keep-server-html';
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

// Sections with nothing to press but links keep the server's HTML while the page hydrates.
const About = keepServerHtml('about', AboutSection);
const PracticeAreas = keepServerHtml('services', PracticeAreasSection);
const Team = keepServerHtml('team', TeamSection);
const Testimonials = keepServerHtml('testimonials', TestimonialsSection);

/** The home page sections in their fixed order; the footer comes from the layout. */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HeroSection />
      <About />
      <PracticeAreas />
      <Team />
      <Testimonials />
      <FaqSection />
      <PricingSection />
      <NewsSection />
      <ContactSection />
    </>
  );
}
