import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { practiceAreasSection } from '@lexbridge/shared/firm/content';
import { practiceAreaPages } from '@lexbridge/shared/firm/practice-area-pages';
import { practiceAreas } from '@lexbridge/shared/firm/practice-areas';
import { practiceIcons } from '../practice-areas/practice-icons';
import { SectionBand, SectionHeading } from './SectionHeading';

export function PracticeAreasSection() {
  return (
    <SectionBand id="services" labelledBy="services-title">
      <SectionHeading
        id="services-title"
        title={practiceAreasSection.title}
        intro={practiceAreasSection.intro}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {practiceAreas.map((area) => {
          const page = practiceAreaPages[area.slug];
          const Icon = practiceIcons[page.icon];
          return (
            <li
              key={area.slug}
              className="flex flex-col rounded-lg border border-border bg-white p-6"
            >
              <Icon aria-hidden="true" className="size-8 text-brass-800" />
              <h3 className="mt-4 text-xl font-semibold">{area.title}</h3>
              <p className="mt-2 flex-1 text-muted">{page.summary}</p>
              <Link
                to={`/${area.slug}`}
                className="mt-4 inline-flex items-center gap-1 self-start rounded font-medium text-navy-800 underline-offset-4 hover:underline"
              >
                {/* The area is in the link's text, not only a label: search engines read the text. */}
                {practiceAreasSection.learnMore} <span className="sr-only">about {area.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          );
        })}
      </ul>
    </SectionBand>
  );
}
