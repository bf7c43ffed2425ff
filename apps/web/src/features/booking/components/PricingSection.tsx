import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { SiteText, siteIcons, useSite } from '../../site';
import { ConsultationCard } from './ConsultationCard';
import { ScheduleConsultationButton } from './ScheduleConsultationButton';

/**
 * Home page pricing (#pricing), all in the firm's words: consultation cards that open the booking
 * dialog, the practice areas' hourly rates, guarantees.
 */
export function PricingSection() {
  const { t } = useTranslation('booking');
  const { money } = useFormat();
  const localize = useLocalizedPath();
  const site = useSite();
  const pricing = site?.home.pricing;
  if (!site || !pricing) return null;
  const rated = site.practiceAreas.filter((area) => area.hourlyRate);
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-paper py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <SiteText
            as="h2"
            id="pricing-title"
            value={pricing.title}
            className="text-4xl font-semibold"
          />
          {pricing.intro.text && (
            <SiteText as="p" value={pricing.intro} className="mt-3 text-muted" />
          )}
        </div>

        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {site.consultationTypes.map((type) => (
            <ConsultationCard key={type.id} type={type} mostPopular={pricing.mostPopular} />
          ))}
        </ul>

        <div className="mt-16 grid gap-8 lg:grid-cols-2">
          {rated.length > 0 && (
            <div className="rounded-lg border border-border bg-white p-6">
              <SiteText
                as="h3"
                value={pricing.hourlyRatesTitle}
                className="text-2xl font-semibold"
              />
              {pricing.hourlyRatesIntro.text && (
                <SiteText
                  as="p"
                  value={pricing.hourlyRatesIntro}
                  className="mt-1 text-sm text-muted"
                />
              )}
              <dl className="mt-4 divide-y divide-border">
                {rated.map(({ id, title, hourlyRate: rate }) => (
                  <div key={id} className="flex flex-wrap justify-between gap-2 py-3">
                    <SiteText as="dt" value={title} />
                    <dd className="font-medium">
                      {t('pricing.hourlyRates.range', {
                        min: money(rate!.minCents, rate!.currency),
                        max: money(rate!.maxCents, rate!.currency),
                      })}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          <div className="rounded-lg border border-border bg-white p-6">
            <SiteText as="h3" value={pricing.guaranteesTitle} className="text-2xl font-semibold" />
            <ul className="mt-4 space-y-4">
              {pricing.guarantees.map((guarantee) => {
                const Icon = siteIcons[guarantee.icon];
                return (
                  <li key={guarantee.id} className="flex gap-3">
                    <Icon className="mt-0.5 size-5 shrink-0 text-brass-800" aria-hidden />
                    <div>
                      <SiteText as="p" value={guarantee.title} className="font-medium" />
                      {guarantee.text.text && (
                        <SiteText as="p" value={guarantee.text} className="text-sm text-muted" />
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild variant="outline">
                <Link to={localize('/?request=custom-quote#contact')}>
                  <SiteText value={pricing.customQuoteButton} />
                </Link>
              </Button>
              <ScheduleConsultationButton />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
