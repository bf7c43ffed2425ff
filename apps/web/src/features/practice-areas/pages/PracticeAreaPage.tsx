import { Check } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LocalText, LocalizedSite } from '@lexbridge/shared/site/localize';
import { PageShell } from '../../../components/layout/PageShell';
import { BackLink } from '../../../components/ui/back-link';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ScheduleConsultationButton } from '../../booking';
import { MarkupContent } from '../../../components/markup/MarkupContent';
import { NotFoundPage } from '../../not-found';
import { SiteText, siteIcons, useSite } from '../../site';

type Area = LocalizedSite['practiceAreas'][number];

/** A titled card listing `items` with check marks (services, why choose us). */
function CheckListCard({ id, title, items }: { id: string; title: string; items: LocalText[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-white p-6">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {items.map((item, index) => (
          <li key={index} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
            <SiteText value={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The area's hourly rate range in its currency, when the firm publishes one. */
function HourlyRate({ rate }: { rate: Area['hourlyRate'] }) {
  const { t } = useTranslation('practiceAreas');
  const { money } = useFormat();
  if (!rate) return null;
  return (
    <p className="text-lg">
      <span className="font-semibold">{t('page.hourlyRateTitle')}:</span>{' '}
      {t('page.hourlyRateRange', {
        min: money(rate.minCents, rate.currency),
        max: money(rate.maxCents, rate.currency),
      })}
    </p>
  );
}

/**
 * The page of the practice area at `/<slug>`, from the firm's published site. A former slug
 * leads to the current one (the server answers it with a 301 already); anything else is the
 * not-found page.
 */
export function PracticeAreaPage() {
  const { practiceArea: slug = '' } = useParams();
  const localize = useLocalizedPath();
  const site = useSite();
  const area = site?.practiceAreas.find((candidate) => candidate.slug === slug);
  useDocumentTitle(area?.title.text);
  if (!site) return null;
  if (!area) {
    const renamed = site.practiceAreas.find((candidate) => candidate.previousSlugs.includes(slug));
    return renamed ? <Navigate replace to={localize(`/${renamed.slug}`)} /> : <NotFoundPage />;
  }
  return <AreaPage area={area} cta={site.practiceAreaPage} />;
}

function AreaPage({ area, cta }: { area: Area; cta: LocalizedSite['practiceAreaPage'] }) {
  const { t } = useTranslation('practiceAreas');
  const localize = useLocalizedPath();
  const Icon = siteIcons[area.icon];
  return (
    <PageShell className="space-y-10">
      <BackLink to={localize('/#services')}>{t('page.backToHome')}</BackLink>
      <header className="space-y-4">
        <Icon aria-hidden="true" className="size-10 text-brass-800" />
        <SiteText as="h1" value={area.title} className="text-4xl font-semibold sm:text-5xl" />
        <SiteText as="p" value={area.summary} className="max-w-3xl text-lg text-muted" />
        <HourlyRate rate={area.hourlyRate} />
      </header>
      <div lang={area.content.lang}>
        <MarkupContent source={area.content.text} className="max-w-3xl" />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <CheckListCard id="services-list" title={t('page.servicesTitle')} items={area.services} />
        <CheckListCard id="why-list" title={t('page.whyTitle')} items={area.whyChooseUs} />
      </div>
      <section
        aria-labelledby="cta-title"
        className="on-dark rounded-lg bg-navy-900 p-6 text-white sm:p-8"
      >
        <SiteText
          as="h2"
          id="cta-title"
          value={cta.ctaTitle}
          className="text-2xl font-semibold text-white"
        />
        {cta.ctaText.text && <SiteText as="p" value={cta.ctaText} className="mt-2 text-white/85" />}
        <ScheduleConsultationButton size="lg" className="mt-6">
          {t('page.scheduleConsultation')}
        </ScheduleConsultationButton>
      </section>
    </PageShell>
  );
}
