import { useTranslation } from 'react-i18next';
import { attorneyBadges } from '@lexbridge/shared/firm/content';
import { SectionBand, SectionHeading } from '../../../components/layout/SectionHeading';

/** Initials instead of a photograph: no stock images, and a firm can add a local portrait later. */
function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

export function TeamSection() {
  const { t } = useTranslation(['home', 'firm']);
  const name = t('firm:identity.lawyerName');
  return (
    <SectionBand id="team" labelledBy="team-title" tone="white">
      <SectionHeading id="team-title" title={t('team.title')} intro={t('team.intro')} />
      <article className="mx-auto flex max-w-3xl flex-col gap-6 rounded-lg border border-border bg-paper p-6 sm:flex-row sm:p-8">
        <div
          aria-hidden="true"
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-navy-900 font-serif text-3xl text-brass-300"
        >
          {initials(name)}
        </div>
        <div>
          <h3 className="text-2xl font-semibold">{name}</h3>
          <p className="font-medium text-brass-800">{t('team.role')}</p>
          <p className="mt-3 leading-relaxed">{t('team.bio')}</p>
          <ul aria-label={t('team.qualifications')} className="mt-4 flex flex-wrap gap-2">
            {attorneyBadges.map((badge) => (
              <li
                key={badge}
                className="rounded-full border border-navy-700/30 bg-white px-3 py-1 text-sm text-navy-900"
              >
                {t(`team.badges.${badge}`)}
              </li>
            ))}
          </ul>
        </div>
      </article>
    </SectionBand>
  );
}
