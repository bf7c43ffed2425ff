import type { SiteContent } from '@lexbridge/shared/site/schema';

/** As many previous slugs as a practice area keeps (the content schema's limit). */
export const PREVIOUS_SLUGS_MAX = 20;

/**
 * `next` with each practice area remembering the slugs it had in `live`: when an area (same id)
 * changed its slug, the old slug and the old previous slugs join its previous slugs, newest
 * first, so every URL it ever had keeps redirecting to the new one. A slug another area now
 * uses is left out (that area's page answers there); the list stays within the schema's 20.
 */
export function keepPreviousSlugs(live: SiteContent | null, next: SiteContent): SiteContent {
  if (!live) return next;
  const before = new Map(live.practiceAreas.map((area) => [area.id, area]));
  const practiceAreas = next.practiceAreas.map((area) => {
    const old = before.get(area.id);
    if (!old) return area;
    const takenByOthers = new Set(
      next.practiceAreas
        .filter((other) => other.id !== area.id)
        .flatMap((other) => [other.slug, ...other.previousSlugs]),
    );
    const renamed = old.slug === area.slug ? [] : [old.slug];
    const previousSlugs = [...new Set([...renamed, ...area.previousSlugs, ...old.previousSlugs])]
      .filter((slug) => slug !== area.slug && !takenByOthers.has(slug))
      .slice(0, PREVIOUS_SLUGS_MAX);
    return { ...area, previousSlugs };
  });
  return { ...next, practiceAreas };
}
