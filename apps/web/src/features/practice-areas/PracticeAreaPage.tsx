import { Check } from 'lucide-react';
import {
  practiceAreaPages,
  practiceAreaPageTexts as texts,
} from '@lexbridge/shared/firm/practice-area-pages';
import { practiceAreas, type PracticeAreaSlug } from '@lexbridge/shared/firm/practice-areas';
import { PageShell } from '../../components/layout/PageShell';
import { ScheduleConsultationButton } from '../booking/components/ScheduleConsultationButton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { practiceIcons } from './practice-icons';
import { BackLink } from '../../components/ui/back-link';

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

/** One practice-area page, built from the firm data for `slug`. */
export function PracticeAreaPage({ slug }: { slug: PracticeAreaSlug }) {
  const area = practiceAreas.find((candidate) => candidate.slug === slug)!;
  const page = practiceAreaPages[slug];
  const Icon = practiceIcons[page.icon];
  useDocumentTitle(area.title);

  return (
    <PageShell className="space-y-10">
      <BackLink to="/#services">{texts.backToHome}</BackLink>
      <header className="space-y-4">
        <Icon aria-hidden="true" className="size-10 text-brass-800" />
        <h1 className="text-4xl font-semibold sm:text-5xl">{area.title}</h1>
        <p className="max-w-3xl text-lg text-muted">{page.intro}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <CheckListCard id="services-list" title={texts.servicesTitle} items={page.services} />
        <CheckListCard id="why-list" title={texts.whyTitle} items={page.whyChooseUs} />
      </div>
      <section
        aria-labelledby="cta-title"
        className="on-dark rounded-lg bg-navy-900 p-6 text-white sm:p-8"
      >
        <h2 id="cta-title" className="text-2xl font-semibold text-white">
          {texts.ctaTitle}
        </h2>
        <p className="mt-2 text-white/85">{texts.ctaText}</p>
        <ScheduleConsultationButton size="lg" className="mt-6">
          {texts.scheduleConsultation}
        </ScheduleConsultationButton>
      </section>
    </PageShell>
  );
}
