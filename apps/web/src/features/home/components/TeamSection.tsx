import { useTranslation } from 'react-i18next';
import { SectionBand } from '../../../components/layout/SectionHeading';
import { SiteText, useSite } from '../../site';
import { SiteSectionHeading } from './SiteSectionHeading';

/** Initials when a member has no photograph: no stock images. */
function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/** The firm's people, each with their photo (or initials), role, bio and badges. */
export function TeamSection() {
  const { t } = useTranslation('home');
  const site = useSite();
  const section = site?.home.team;
  if (!site || !section) return null;
  return (
    <SectionBand id="team" labelledBy="team-title" tone="white">
      <SiteSectionHeading id="team-title" title={section.title} intro={section.intro} />
      <ul className="mx-auto max-w-3xl space-y-6">
        {site.team.map((member) => (
          <li key={member.id}>
            <article className="flex flex-col gap-6 rounded-lg border border-border bg-paper p-6 sm:flex-row sm:p-8">
              {member.photoUrl ? (
                <img
                  src={member.photoUrl}
                  alt=""
                  className="size-24 shrink-0 rounded-full object-cover"
                />
              ) : (
                <div
                  aria-hidden="true"
                  className="flex size-24 shrink-0 items-center justify-center rounded-full bg-navy-900 font-serif text-3xl text-brass-300"
                >
                  {initials(member.name.text)}
                </div>
              )}
              <div>
                <SiteText as="h3" value={member.name} className="text-2xl font-semibold" />
                <SiteText as="p" value={member.title} className="font-medium text-brass-800" />
                {member.bio.text && (
                  <SiteText as="p" value={member.bio} className="mt-3 leading-relaxed" />
                )}
                {member.badges.length > 0 && (
                  <ul aria-label={t('team.qualifications')} className="mt-4 flex flex-wrap gap-2">
                    {member.badges.map((badge, index) => (
                      <SiteText
                        as="li"
                        key={index}
                        value={badge}
                        className="rounded-full border border-navy-700/30 bg-white px-3 py-1 text-sm text-navy-900"
                      />
                    ))}
                  </ul>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SectionBand>
  );
}
