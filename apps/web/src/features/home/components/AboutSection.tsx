import { SectionBand } from '../../../components/layout/SectionHeading';
import { SiteText, siteIcons, useSite } from '../../site';
import { SiteSectionHeading } from './SiteSectionHeading';

/** About the firm: its highlights, then its mission and values when the firm wrote them. */
export function AboutSection() {
  const about = useSite()?.home.about;
  if (!about) return null;
  const hasMission = about.mission.text !== '';
  const hasValues = about.values.length > 0;
  return (
    <SectionBand id="about" labelledBy="about-title" tone="white">
      <SiteSectionHeading id="about-title" title={about.title} intro={about.intro} />
      <ul className="grid gap-6 md:grid-cols-3">
        {about.highlights.map((highlight) => {
          const Icon = siteIcons[highlight.icon];
          return (
            <li key={highlight.id} className="rounded-lg border border-border bg-paper p-6">
              <Icon aria-hidden="true" className="size-8 text-brass-800" />
              <SiteText as="h3" value={highlight.title} className="mt-4 text-xl font-semibold" />
              {highlight.text.text && (
                <SiteText as="p" value={highlight.text} className="mt-2 text-muted" />
              )}
            </li>
          );
        })}
      </ul>
      {(hasMission || hasValues) && (
        <div className="mt-12 grid gap-10 md:grid-cols-2">
          {hasMission && (
            <div>
              <SiteText as="h3" value={about.missionTitle} className="text-2xl font-semibold" />
              <SiteText as="p" value={about.mission} className="mt-4 text-lg leading-relaxed" />
            </div>
          )}
          {hasValues && (
            <div>
              <SiteText as="h3" value={about.valuesTitle} className="text-2xl font-semibold" />
              <dl className="mt-4 space-y-3">
                {about.values.map((value) => (
                  <div key={value.id}>
                    <SiteText as="dt" value={value.title} className="font-semibold" />
                    {value.text.text && (
                      <SiteText as="dd" value={value.text} className="text-muted" />
                    )}
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
      )}
    </SectionBand>
  );
}
