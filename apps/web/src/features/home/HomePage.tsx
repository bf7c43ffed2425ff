import { Link } from 'react-router';
import { firm } from '@lexbridge/shared/firm/firm';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NewsSection } from '../content/components/NewsSection';

export function HomePage() {
  useDocumentTitle();
  const { city, country } = firm.address;

  return (
    <>
      <section id="home" aria-labelledby="home-title" className="bg-navy-900 text-white on-dark">
        <div className="mx-auto flex min-h-[calc(100svh-4rem)] max-w-5xl flex-col items-start justify-center gap-6 px-4 py-20 sm:px-6">
          <p className="text-sm font-medium tracking-widest text-brass-300 uppercase">
            {firm.legalName}
          </p>
          <h1 id="home-title" className="font-serif text-5xl font-semibold text-white sm:text-6xl">
            {firm.tagline}
          </h1>
          <p className="max-w-2xl text-lg text-white/85">
            {firm.name} is a law firm in {city}, {country}, offering clear, personal legal advice
            and representation to individuals and businesses.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/#contact">Contact Us</Link>
            </Button>
            <Button asChild size="lg" variant="onDark">
              <Link to="/#services">Our Services</Link>
            </Button>
          </div>
        </div>
      </section>
      {/* Placement for this branch only: the lead orders the home sections when merging. */}
      <NewsSection />
    </>
  );
}
