import { Link } from 'react-router';
import { ArrowLeft, Check } from 'lucide-react';
import {
  practiceAreaPages,
  practiceAreaPageTexts as texts,
} from '@lexbridge/shared/firm/practice-area-pages';
import { practiceAreas, type PracticeAreaSlug } from '@lexbridge/shared/firm/practice-areas';
import { PageShell } from '../../components/layout/PageShell';
import { ScheduleConsultationButton } from '../booking/components/ScheduleConsultationButton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { practiceIcons } from './practice-icons';

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
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
      <Link
        to="/#services"
        className="inline-flex items-center gap-2 rounded font-medium text-navy-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {texts.backToHome}
      </Link>
      <header className="space-y-4">
        <Icon aria-hidden="true" className="size-10 text-brass-800" />
        <h1 className="text-4xl font-semibold sm:text-5xl">{area.title}</h1>
        <p className="max-w-3xl text-lg text-muted">{page.intro}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="services-list"
          className="rounded-lg border border-border bg-white p-6"
        >
          <h2 id="services-list" className="text-2xl font-semibold">
            {texts.servicesTitle}
          </h2>
          <CheckList items={page.services} />
        </section>
        <section
          aria-labelledby="why-list"
          className="rounded-lg border border-border bg-white p-6"
        >
          <h2 id="why-list" className="text-2xl font-semibold">
            {texts.whyTitle}
          </h2>
          <CheckList items={page.whyChooseUs} />
        </section>
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
