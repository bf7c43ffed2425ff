import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { firm } from '@lexbridge/shared/firm/firm';
import { Button } from '../../../components/ui/button';
import { useLocalizedPath } from '../../../lib/i18n/use-language';

export function HeroSection() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  return (
    <section id="home" aria-labelledby="home-title" className="on-dark bg-navy-900 text-white">
      <div className="mx-auto flex min-h-[calc(100svh-4rem)] max-w-5xl flex-col items-start justify-center gap-6 px-4 py-20 sm:px-6">
        <p className="text-sm font-medium tracking-widest text-brass-300 uppercase">
          {firm.legalName} · {t('hero.eyebrow')}
        </p>
        <h1 id="home-title" className="font-serif text-5xl font-semibold text-white sm:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="max-w-2xl text-lg text-white/85">{t('hero.lead')}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={localize('/#contact')}>{t('hero.contactButton')}</Link>
          </Button>
          <Button asChild size="lg" variant="onDark">
            <Link to={localize('/#services')}>{t('hero.servicesButton')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
