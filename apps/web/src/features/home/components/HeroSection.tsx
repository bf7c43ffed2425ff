import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { SiteText, useSite } from '../../site';

export function HeroSection() {
  const localize = useLocalizedPath();
  const hero = useSite()?.home.hero;
  if (!hero) return null;
  return (
    <section id="home" aria-labelledby="home-title" className="on-dark bg-navy-900 text-white">
      <div className="mx-auto flex min-h-[calc(100svh-4rem)] max-w-5xl flex-col items-start justify-center gap-6 px-4 py-20 sm:px-6">
        {hero.eyebrow.text && (
          <SiteText
            as="p"
            value={hero.eyebrow}
            className="text-sm font-medium tracking-widest text-brass-300 uppercase"
          />
        )}
        <SiteText
          as="h1"
          id="home-title"
          value={hero.title}
          className="font-serif text-5xl font-semibold text-white sm:text-6xl"
        />
        <SiteText as="p" value={hero.lead} className="max-w-2xl text-lg text-white/85" />
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={localize('/#contact')}>
              <SiteText value={hero.contactButton} />
            </Link>
          </Button>
          <Button asChild size="lg" variant="onDark">
            <Link to={localize('/#services')}>
              <SiteText value={hero.servicesButton} />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
