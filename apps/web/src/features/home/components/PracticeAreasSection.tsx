import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { SectionBand } from '../../../components/layout/SectionHeading';
import { SiteText, siteIcons, useSite } from '../../site';
import { SiteSectionHeading } from './SiteSectionHeading';

/** A card for each practice area the firm shows, linking to its page. */
export function PracticeAreasSection() {
  const { t } = useTranslation('practiceAreas');
  const localize = useLocalizedPath();
  const site = useSite();
  const section = site?.home.practiceAreas;
  if (!site || !section) return null;
  return (
    <SectionBand id="services" labelledBy="services-title">
      <SiteSectionHeading id="services-title" title={section.title} intro={section.intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {site.practiceAreas.map((area) => {
          const Icon = siteIcons[area.icon];
          return (
            <li
              key={area.id}
              className="flex flex-col rounded-lg border border-border bg-white p-6"
            >
              <Icon aria-hidden="true" className="size-8 text-brass-800" />
              <SiteText as="h3" value={area.title} className="mt-4 text-xl font-semibold" />
              <SiteText as="p" value={area.summary} className="mt-2 flex-1 text-muted" />
              <Link
                to={localize(`/${area.slug}`)}
                className="mt-4 inline-flex items-center gap-1 self-start rounded font-medium text-navy-800 underline-offset-4 hover:underline"
              >
                {/* The area is in the link's text, not only a label: search engines read the text. */}
                {t('section.learnMore')}{' '}
                <span className="sr-only" lang={area.title.lang}>
                  {t('section.learnMoreAbout', { area: area.title.text })}
                </span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          );
        })}
      </ul>
    </SectionBand>
  );
}
