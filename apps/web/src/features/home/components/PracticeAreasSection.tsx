import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { practiceAreaPages } from '@lexbridge/shared/firm/practice-area-pages';
import { practiceAreas } from '@lexbridge/shared/firm/practice-areas';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { practiceIcons } from '../../practice-areas';
import { SectionBand, SectionHeading } from '../../../components/layout/SectionHeading';

export function PracticeAreasSection() {
  const { t } = useTranslation('practiceAreas');
  const localize = useLocalizedPath();
  return (
    <SectionBand id="services" labelledBy="services-title">
      <SectionHeading id="services-title" title={t('section.title')} intro={t('section.intro')} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {practiceAreas.map(({ slug }) => {
          const Icon = practiceIcons[practiceAreaPages[slug].icon];
          const title = t(`${slug}.title`);
          return (
            <li key={slug} className="flex flex-col rounded-lg border border-border bg-white p-6">
              <Icon aria-hidden="true" className="size-8 text-brass-800" />
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-muted">{t(`${slug}.summary`)}</p>
              <Link
                to={localize(`/${slug}`)}
                className="mt-4 inline-flex items-center gap-1 self-start rounded font-medium text-navy-800 underline-offset-4 hover:underline"
              >
                {/* The area is in the link's text, not only a label: search engines read the text. */}
                {t('section.learnMore')}{' '}
                <span className="sr-only">{t('section.learnMoreAbout', { area: title })}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          );
        })}
      </ul>
    </SectionBand>
  );
}
