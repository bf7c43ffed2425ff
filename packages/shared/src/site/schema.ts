import { msg } from '../i18n/message';
import { z } from '../zod';
import { consultationTypeSchema } from './consultations';
import { homeSchema } from './home';
import { identitySchema } from './identity';
import { listWithIds } from './ids';
import { practiceAreaPageSchema, practiceAreaSchema } from './practice-areas';
import { teamSchema } from './team';
import { requiredText, TEXT_MAX } from './text';

/** The home page's title and description for search engines and link previews. */
const seoSchema = z.object({
  homeTitle: requiredText(TEXT_MAX.short),
  homeDescription: requiredText(TEXT_MAX.line),
});

/**
 * Everything a firm edits about its public site (Admin -> Site), in both languages: stored as a
 * draft, published as numbered versions (the server's site feature). Every person-readable text
 * is `{ en, el }` (see text.ts). Cross-list rules: slugs (current and previous) are unique across
 * practice areas, and at least one consultation type is offered.
 */
export const siteContentSchema = z
  .object({
    identity: identitySchema,
    team: teamSchema,
    home: homeSchema,
    practiceAreas: listWithIds(practiceAreaSchema, 30),
    practiceAreaPage: practiceAreaPageSchema,
    consultationTypes: listWithIds(consultationTypeSchema, 10),
    seo: seoSchema,
  })
  .superRefine((site, context) => {
    // Each slug names one page, now or as a redirect: no area takes another's old or new slug.
    const owner = new Map<string, string>();
    site.practiceAreas.forEach((area, index) => {
      const slugs = [area.slug, ...area.previousSlugs];
      slugs.forEach((slug, at) => {
        const claimed = owner.get(slug);
        if (claimed !== undefined && (claimed !== area.id || at > 0))
          context.addIssue({
            code: 'custom',
            message: msg('validation:site.slugTaken', { slug }),
            path: ['practiceAreas', index, ...(at === 0 ? ['slug'] : ['previousSlugs', at - 1])],
          });
        owner.set(slug, area.id);
      });
    });
    if (!site.consultationTypes.some((type) => type.active))
      context.addIssue({
        code: 'custom',
        message: msg('validation:site.noActiveConsultation'),
        path: ['consultationTypes'],
      });
  });

/** The site as stored and edited: the draft, and each published version. */
export type SiteContent = z.output<typeof siteContentSchema>;
/** What PUT /api/admin/site/draft accepts (before trimming and lower-casing). */
export type SiteContentInput = z.input<typeof siteContentSchema>;
