import { msg } from '../i18n/message';
import { z } from '../zod';
import { brandContrast, HEX_COLOUR, WCAG_AA_RATIO } from './contrast';
import { countryCodes } from './countries';
import { list } from './ids';
import { requiredText, TEXT_MAX } from './text';
import { openingHoursSchema } from './opening-hours';

/** An uploaded logo or photo (POST /api/admin/site/assets), or none. */
export const assetId = z.uuid({ error: msg('validation:site.assetInvalid') }).nullable();

const phone = z
  .string({ error: msg('validation:site.phone') })
  .trim()
  .regex(/^\+?[0-9][0-9 ()./-]{4,29}$/, msg('validation:site.phone'));

/** Plain text the same in every language (a postal code, a VAT number); may be empty. */
const code = (max: number) =>
  z
    .string({ error: msg('validation:site.textInvalid') })
    .trim()
    .max(max, msg('validation:site.textTooLong', { max }));

/** A brand colour as `#rrggbb` on which white or the site's dark text reaches WCAG AA. */
export const brandColourSchema = z
  .string({ error: msg('validation:site.colour') })
  .trim()
  .regex(HEX_COLOUR, msg('validation:site.colour'))
  .transform((hex) => hex.toLowerCase())
  .superRefine((hex, context) => {
    const contrast = brandContrast(hex);
    if (!contrast.passes)
      context.addIssue({
        code: 'custom',
        message: msg('validation:site.colourContrast', {
          ratio: contrast.ratio,
          required: WCAG_AA_RATIO,
        }),
      });
  });

export const socialNetworks = [
  'facebook',
  'instagram',
  'linkedin',
  'x',
  'youtube',
  'tiktok',
  'website',
] as const;

const socialLink = z.object({
  network: z.enum(socialNetworks, { error: msg('validation:site.socialNetwork') }),
  url: z
    .url({ protocol: /^https$/, error: msg('validation:site.socialUrl') })
    .max(500, msg('validation:site.textTooLong', { max: 500 })),
});

const geo = z.object({
  latitude: z
    .number({ error: msg('validation:site.geo') })
    .min(-90)
    .max(90),
  longitude: z
    .number({ error: msg('validation:site.geo') })
    .min(-180)
    .max(180),
});

/** Who the firm is and how to reach it: header, footer, contact section, e-mails, invoices, JSON-LD. */
export const identitySchema = z.object({
  name: requiredText(TEXT_MAX.short),
  legalName: requiredText(TEXT_MAX.short),
  logoAssetId: assetId,
  /** A photograph of the firm or its office (Open Graph, structured data). */
  photoAssetId: assetId,
  brandColor: brandColourSchema,
  address: z.object({
    street: requiredText(TEXT_MAX.short),
    city: requiredText(TEXT_MAX.short),
    postalCode: code(20),
    /** ISO 3166-1 alpha-2, upper case (CY); the page shows the country's name in its language. */
    country: z
      .string({ error: msg('validation:site.country') })
      .trim()
      .toUpperCase()
      .refine((value) => countryCodes.has(value), msg('validation:site.country')),
  }),
  phone,
  email: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.email({ error: msg('validation:site.email') }).max(254, msg('validation:site.email')),
  ),
  /** Office hours as people read them ('Monday-Friday 9:00 AM - 6:00 PM'). */
  officeHours: requiredText(TEXT_MAX.short),
  /** The same hours for machines (schema.org openingHours). */
  openingHours: openingHoursSchema,
  /** A line answered out of hours; null when the firm has none. */
  emergencyPhone: phone.nullable(),
  socialLinks: list(socialLink, 10),
  /** Shown on invoices; empty when the firm has none. */
  vatNumber: code(40),
  registrationNumber: code(40),
  geo: geo.nullable(),
});
