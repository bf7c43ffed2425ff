import { Award, Handshake, Scale } from 'lucide-react';
import { about } from '@lexbridge/shared/firm/content';
import { SectionBand, SectionHeading } from './SectionHeading';

const icons = { award: Award, scale: Scale, handshake: Handshake } as const;

export function AboutSection() {
  return (
    <SectionBand id="about" labelledBy="about-title" tone="white">
      <SectionHeading id="about-title" title={about.title} intro={about.intro} />
      <ul className="grid gap-6 md:grid-cols-3">
        {about.highlights.map((highlight) => {
          const Icon = icons[highlight.icon];
          return (
            <li key={highlight.title} className="rounded-lg border border-border bg-paper p-6">
              <Icon aria-hidden="true" className="size-8 text-brass-800" />
              <h3 className="mt-4 text-xl font-semibold">{highlight.title}</h3>
              <p className="mt-2 text-muted">{highlight.text}</p>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 grid gap-10 md:grid-cols-2">
        <div>
          <h3 className="text-2xl font-semibold">{about.missionTitle}</h3>
          <p className="mt-4 text-lg leading-relaxed">{about.mission}</p>
        </div>
        <div>
          <h3 className="text-2xl font-semibold">{about.valuesTitle}</h3>
          <dl className="mt-4 space-y-3">
            {about.values.map((value) => (
              <div key={value.title}>
                <dt className="font-semibold">{value.title}</dt>
                <dd className="text-muted">{value.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </SectionBand>
  );
}
