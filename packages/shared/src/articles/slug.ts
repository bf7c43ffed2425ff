/** Longest slug we generate or accept; keeps URLs readable and fits any index comfortably. */
export const SLUG_MAX_LENGTH = 100;

/** Lowercase letters and digits in groups joined by single hyphens: `new-gdpr-fines-2026`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A URL slug from an article title: accents dropped (é -> e), everything that is not a letter or
 * digit becomes one hyphen, trimmed to SLUG_MAX_LENGTH without a trailing hyphen. Titles with no
 * Latin letters or digits give '' and the admin types a slug by hand.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}
