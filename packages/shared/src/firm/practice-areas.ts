/**
 * The five practice areas with their own pages. `slug` is the page path without the slash. The
 * texts shown are `practiceAreas:<slug>.title` (and `.summary`, `.intro` ...) in each language.
 * `title` is the English name kept as an identifier: articles store it as their category, and the
 * server's structured data names the areas with it. A test keeps it equal to the English catalog.
 */
export const practiceAreas = [
  { slug: 'corporate-law', title: 'Corporate Law' },
  { slug: 'real-estate-law', title: 'Real Estate Law' },
  { slug: 'estate-planning', title: 'Estate Planning' },
  { slug: 'medical-law', title: 'Medical Law' },
  { slug: 'data-protection', title: 'Data Protection' },
] as const;

export type PracticeAreaSlug = (typeof practiceAreas)[number]['slug'];
export type PracticeAreaTitle = (typeof practiceAreas)[number]['title'];
