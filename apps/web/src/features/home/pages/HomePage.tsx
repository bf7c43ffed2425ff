import { keepServerHtml } from '../../../lib/keep-server-html';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PricingSection } from '../../booking';
import { ContactSection } from '../../contact';
import { NewsSection } from '../../content';
import { AboutSection } from '../components/AboutSection';
import { FaqSection } from '../components/FaqSection';
import { HeroSection } from '../components/HeroSection';
import { PracticeAreasSection } from '../components/PracticeAreasSection';
import { TeamSection } from '../components/TeamSection';
import { TestimonialsSection } from '../components/TestimonialsSection';

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
