/** The five practice areas with their own pages. `slug` is the page path without the slash. */
export const practiceAreas = [
  { slug: 'corporate-law', title: 'Corporate Law' },
  { slug: 'real-estate-law', title: 'Real Estate Law' },
  { slug: 'estate-planning', title: 'Estate Planning' },
  { slug: 'medical-law', title: 'Medical Law' },
  { slug: 'data-protection', title: 'Data Protection' },
] as const;

export type PracticeAreaSlug = (typeof practiceAreas)[number]['slug'];
