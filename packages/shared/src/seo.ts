import { firm } from './firm/firm';
import { practiceAreas } from './firm/practice-areas';

/** What search engines and link previews show for a page. */
export type PageMeta = { title: string; description: string; noindex?: boolean };

const titled = (page: string) => `${page} | ${firm.name}`;
const city = `${firm.address.city}, ${firm.address.country}`;

/** Meta of the public pages that have fixed content; articles get theirs from the article. */
export const staticPageMeta: Record<string, PageMeta> = {
  '/': {
    title: `${firm.name} | Lawyers in ${city}`,
    description: `${firm.name} advises businesses and families in ${firm.address.country} on corporate, real estate, estate planning, medical and data protection law.`,
  },
  '/news': {
    title: titled('News & Publications'),
    description: `Legal updates and publications from ${firm.name}, ${city}.`,
  },
  '/admin-access': {
    title: titled('Admin Access'),
    description: `How the ${firm.name} team signs in to the administration area.`,
  },
  '/auth': {
    title: titled('Sign In'),
    description: `Sign in to the ${firm.name} client portal, or create an account.`,
  },
  ...Object.fromEntries(
    practiceAreas.map((area) => [
      `/${area.slug}`,
      {
        title: titled(area.title),
        description: `${area.title} services from ${firm.name} in ${city}: advice, documents and representation.`,
      },
    ]),
  ),
};
