import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { practiceAreaPages } from '@lexbridge/shared/firm/practice-area-pages';
import type { PracticeAreaSlug } from '@lexbridge/shared/firm/practice-areas';
import { PageShell } from '../../../components/layout/PageShell';
import { ScheduleConsultationButton } from '../../booking';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { practiceIcons } from '../practice-icons';
import { BackLink } from '../../../components/ui/back-link';

type Pages = typeof practiceAreaPages;
/** `<slug>.services.<id>` for the ids of each area's own list: a missing text fails the typecheck. */
type ItemKey<List extends 'services' | 'whyChooseUs'> = {
  [S in PracticeAreaSlug]: `${S}.${List}.${Pages[S][List][number]}`;
}[PracticeAreaSlug];

/** A titled card listing `items` with check marks (services, why choose us). */
function CheckListCard({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: readonly string[];
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-white p-6">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One practice-area page, built from the firm data for `slug` and its texts in the catalogs. */
export function PracticeAreaPage({ slug }: { slug: PracticeAreaSlug }) {
  const { t } = useTranslation('practiceAreas');
  const localize = useLocalizedPath();
  const page = practiceAreaPages[slug];
  const Icon = practiceIcons[page.icon];
  const title = t(`${slug}.title`);
  useDocumentTitle(title);

  return (
    <PageShell className="space-y-10">
      <BackLink to={localize('/#services')}>{t('page.backToHome')}</BackLink>
      <header className="space-y-4">
        <Icon aria-hidden="true" className="size-10 text-brass-800" />
        <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
        <p className="max-w-3xl text-lg text-muted">{t(`${slug}.intro`)}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <CheckListCard
          id="services-list"
          title={t('page.servicesTitle')}
          items={page.services.map((id) => t(`${slug}.services.${id}` as ItemKey<'services'>))}
        />
        <CheckListCard
          id="why-list"
          title={t('page.whyTitle')}
          items={page.whyChooseUs.map((id) =>
            t(`${slug}.whyChooseUs.${id}` as ItemKey<'whyChooseUs'>),
          )}
        />
      </div>
      <section
        aria-labelledby="cta-title"
        className="on-dark rounded-lg bg-navy-900 p-6 text-white sm:p-8"
      >
        <h2 id="cta-title" className="text-2xl font-semibold text-white">
          {t('page.ctaTitle')}
        </h2>
        <p className="mt-2 text-white/85">{t('page.ctaText')}</p>
        <ScheduleConsultationButton size="lg" className="mt-6">
          {t('page.scheduleConsultation')}
        </ScheduleConsultationButton>
      </section>
    </PageShell>
  );
}
