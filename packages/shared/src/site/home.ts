import { msg } from '../i18n/message';
import { z } from '../zod';
import { listWithIds, stableId } from './ids';
import { siteIcon } from './icons';
import { optionalText, requiredText, TEXT_MAX } from './text';

const { short, line, paragraph } = TEXT_MAX;

/** The home page's sections; the firm orders them and hides any. */
export const homeSectionIds = [
  'hero',
  'about',
  'practiceAreas',
  'team',
  'testimonials',
  'faq',
  'pricing',
  'news',
  'contact',
] as const;
export type HomeSectionId = (typeof homeSectionIds)[number];

/** Every section exactly once, in the order shown. */
const sections = z
  .array(z.object({ id: z.enum(homeSectionIds), hidden: z.boolean() }))
  .refine(
    (list) =>
      list.length === homeSectionIds.length &&
      homeSectionIds.every((id) => list.some((section) => section.id === id)),
    msg('validation:site.sections'),
  );

const hero = z.object({
  eyebrow: optionalText(short),
  title: requiredText(short),
  lead: requiredText(paragraph),
  contactButton: requiredText(short),
  servicesButton: requiredText(short),
});

const about = z.object({
  title: requiredText(short),
  intro: optionalText(paragraph),
  highlights: listWithIds(
    z.object({
      id: stableId,
      icon: siteIcon,
      title: requiredText(short),
      text: optionalText(line),
    }),
    12,
  ),
  /** Mission and values: shown when the mission (or a value) has text. */
  missionTitle: optionalText(short),
  mission: optionalText(paragraph),
  valuesTitle: optionalText(short),
  values: listWithIds(
    z.object({ id: stableId, title: requiredText(short), text: optionalText(line) }),
    12,
  ),
});

/** A section with just a title and an intro above its items. */
const heading = z.object({ title: requiredText(short), intro: optionalText(paragraph) });

const testimonials = heading.extend({
  items: listWithIds(
    z.object({
      id: stableId,
      name: requiredText(short),
      location: optionalText(short),
      caseLabel: optionalText(short),
      quote: requiredText(paragraph),
      rating: z
        .int({ error: msg('validation:site.rating') })
        .min(1)
        .max(5),
    }),
    30,
  ),
  /** Figures under the quotes ('98%' Client satisfaction). */
  figures: listWithIds(
    z.object({ id: stableId, value: requiredText(30), label: requiredText(short) }),
    6,
  ),
});

const faq = heading.extend({
  categories: listWithIds(
    z.object({
      id: stableId,
      title: requiredText(short),
      items: listWithIds(
        z.object({ id: stableId, question: requiredText(line), answer: requiredText(paragraph) }),
        30,
      ),
    }),
    20,
  ),
});

const pricing = heading.extend({
  mostPopular: requiredText(short),
  hourlyRatesTitle: requiredText(short),
  hourlyRatesIntro: optionalText(line),
  guaranteesTitle: requiredText(short),
  guarantees: listWithIds(
    z.object({
      id: stableId,
      icon: siteIcon,
      title: requiredText(short),
      text: optionalText(line),
    }),
    12,
  ),
  customQuoteButton: requiredText(short),
});

const contact = heading.extend({
  /** 'We reply within 8 hours.' */
  replyPromise: optionalText(line),
  /** Said before the emergency number ('Phone available 24/7 for emergencies'). */
  emergencyLabel: optionalText(short),
});

/** The home page: its sections' order and visibility, and each section's texts. */
export const homeSchema = z.object({
  sections,
  hero,
  about,
  practiceAreas: heading,
  team: heading,
  testimonials,
  faq,
  pricing,
  news: heading,
  contact,
});
