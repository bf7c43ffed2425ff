import type { LocalText } from '@lexbridge/shared/site/localize';
import { SiteText } from '../../site';

/** The h2 and short introduction of a home page section, in the firm's words. */
export function SiteSectionHeading({
  id,
  title,
  intro,
}: {
  id: string;
  title: LocalText;
  intro?: LocalText;
}) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <SiteText as="h2" id={id} value={title} className="text-3xl font-semibold sm:text-4xl" />
      <div aria-hidden="true" className="mx-auto mt-4 h-0.5 w-16 bg-brass-500" />
      {intro?.text && <SiteText as="p" value={intro} className="mt-4 text-lg text-muted" />}
    </div>
  );
}
