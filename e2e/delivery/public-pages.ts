import { practiceAreas } from '@lexbridge/shared/firm/practice-areas';

/** An article every fresh database has: the server seeds the firm's articles at first start. */
export const seededArticlePath = '/articles/cyprus-register-of-beneficial-owners';

/** Every kind of page a visitor who is not signed in can open. */
export const publicPages = [
  '/',
  ...practiceAreas.map((area) => `/${area.slug}`),
  '/news',
  seededArticlePath,
  '/auth',
  // The Greek site: the same code, plus the Greek catalogs its pages use.
  '/el',
  '/el/corporate-law',
];
