import { msg } from '../i18n/message';
import { invoiceCurrencies } from '../schemas/invoices';
import { z } from '../zod';
import { list, stableId } from './ids';
import { siteIcon } from './icons';
import { optionalText, requiredText, TEXT_MAX } from './text';

/** A page path segment: lower-case words joined by single hyphens ('corporate-law'). */
export const SITE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * First path segments the site already uses (its other pages, the API, the language prefix): a
 * practice area's page lives at `/<slug>`, so it may not take one of these. A test keeps this
 * list in step with the route manifest.
 */
export const reservedSlugs: ReadonlySet<string> = new Set([
  'el',
  'en',
  'api',
  'assets',
  'news',
  'articles',
  'admin-access',
  'auth',
  'setup',
  'invitation',
  'booking-success',
  'booking-canceled',
  'booking',
  'checkout',
  'data-export',
  'client-portal',
  'matters',
  'documents',
  'account',
  'admin',
  'messages',
  'invoices',
]);

export const slugSchema = z
  .string({ error: msg('validation:site.slug') })
  .trim()
  .min(1, msg('validation:site.slug'))
  .max(80, msg('validation:site.slugTooLong', { max: 80 }))
  .regex(SITE_SLUG, msg('validation:site.slug'))
  .refine((slug) => !reservedSlugs.has(slug), msg('validation:site.slugReserved'));

const cents = z
  .int({ error: msg('validation:site.amount') })
  .min(0, msg('validation:site.amount'))
  .max(100_000_000, msg('validation:site.amount'));

/** An hourly rate range in cents; null when the firm publishes no rate for the area. */
const hourlyRate = z
  .object({
    minCents: cents,
    maxCents: cents,
    currency: z.enum(invoiceCurrencies, { error: msg('validation:site.currency') }),
  })
  .refine((rate) => rate.minCents <= rate.maxCents, {
    error: msg('validation:site.rateRange'),
    path: ['maxCents'],
  })
  .nullable();

/**
 * A practice area: its card on the home page and its page at `/<slug>`. `id` never changes (a
 * matter keeps it); the slug may, and every slug it had before answers with a 301 to the new one.
 */
export const practiceAreaSchema = z.object({
  id: stableId,
  slug: slugSchema,
  previousSlugs: list(slugSchema, 20),
  hidden: z.boolean(),
  icon: siteIcon,
  title: requiredText(TEXT_MAX.short),
  /** The home page card's text. */
  summary: requiredText(TEXT_MAX.line),
  /** The page's body, in the article markup (headings, lists, paragraphs). */
  content: requiredText(TEXT_MAX.page),
  services: list(requiredText(TEXT_MAX.line), 30),
  whyChooseUs: list(requiredText(TEXT_MAX.line), 30),
  hourlyRate,
});

/** Texts every practice area page shows below its own (the call to book). */
export const practiceAreaPageSchema = z.object({
  ctaTitle: requiredText(TEXT_MAX.short),
  ctaText: optionalText(TEXT_MAX.line),
});
