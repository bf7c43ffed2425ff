import { Award, Handshake, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { aboutHighlights, coreValues } from '@lexbridge/shared/firm/content';
import { SectionBand, SectionHeading } from '../../../components/layout/SectionHeading';

const icons = { award: Award, scale: Scale, handshake: Handshake } as const;

export function AboutSection() {
  const { t } = useTranslation('home');
  return (
    <SectionBand id="about" labelledBy="about-title" tone="white">
      <SectionHeading id="about-title" title={t('about.title')} intro={t('about.intro')} />
      <ul className="grid gap-6 md:grid-cols-3">
        {aboutHighlights.map((highlight) => {
          const Icon = icons[highlight.icon];
          return (
            <li key={highlight.id} className="rounded-lg border border-border bg-paper p-6">
              <Icon aria-hidden="true" className="size-8 text-brass-800" />
              <h3 className="mt-4 text-xl font-semibold">
                {t(`about.highlights.${highlight.id}.title`)}
              </h3>
              <p className="mt-2 text-muted">{t(`about.highlights.${highlight.id}.text`)}</p>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 grid gap-10 md:grid-cols-2">
        <div>
          <h3 className="text-2xl font-semibold">{t('about.missionTitle')}</h3>
          <p className="mt-4 text-lg leading-relaxed">{t('about.mission')}</p>
        </div>
        <div>
          <h3 className="text-2xl font-semibold">{t('about.valuesTitle')}</h3>
          <dl className="mt-4 space-y-3">
            {coreValues.map((value) => (
              <div key={value}>
                <dt className="font-semibold">{t(`about.values.${value}.title`)}</dt>
                <dd className="text-muted">{t(`about.values.${value}.text`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </SectionBand>
  );
}
