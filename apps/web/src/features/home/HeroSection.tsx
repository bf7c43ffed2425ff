import { Link } from 'react-router';
import { hero } from '@lexbridge/shared/firm/content';
import { firm } from '@lexbridge/shared/firm/firm';
import { Button } from '../../components/ui/button';

export function HeroSection() {
  return (
    <section id="home" aria-labelledby="home-title" className="on-dark bg-navy-900 text-white">
      <div className="mx-auto flex min-h-[calc(100svh-4rem)] max-w-5xl flex-col items-start justify-center gap-6 px-4 py-20 sm:px-6">
        <p className="text-sm font-medium tracking-widest text-brass-300 uppercase">
          {firm.legalName} · {hero.eyebrow}
        </p>
        <h1 id="home-title" className="font-serif text-5xl font-semibold text-white sm:text-6xl">
          {hero.title}
        </h1>
        <p className="max-w-2xl text-lg text-white/85">{hero.lead}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/#contact">{hero.contactButton}</Link>
          </Button>
          <Button asChild size="lg" variant="onDark">
            <Link to="/#services">{hero.servicesButton}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
