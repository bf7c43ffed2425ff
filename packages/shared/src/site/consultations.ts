import { msg } from '../i18n/message';
import { invoiceCurrencies } from '../schemas/invoices';
import { z } from '../zod';
import { list, stableId } from './ids';
import { optionalText, requiredText, TEXT_MAX } from './text';

/** A consultation's length in minutes: 15 minutes to 8 hours, in steps of 5. */
export const CONSULTATION_MINUTES = { min: 15, max: 480, step: 5 } as const;
/** A price a card payment can take: 1.00 to 100,000.00. */
export const CONSULTATION_PRICE_CENTS = { min: 100, max: 10_000_000 } as const;

/**
 * A consultation visitors book and pay for. The server charges `priceCents` in `currency` of the
 * published version when the booking starts; `id` never changes (bookings keep it).
 */
export const consultationTypeSchema = z.object({
  id: stableId,
  name: requiredText(TEXT_MAX.short),
  description: optionalText(TEXT_MAX.line),
  durationMinutes: z
    .int({ error: msg('validation:site.duration', CONSULTATION_MINUTES) })
    .min(CONSULTATION_MINUTES.min, msg('validation:site.duration', CONSULTATION_MINUTES))
    .max(CONSULTATION_MINUTES.max, msg('validation:site.duration', CONSULTATION_MINUTES))
    .multipleOf(CONSULTATION_MINUTES.step, msg('validation:site.duration', CONSULTATION_MINUTES)),
  priceCents: z
    .int({ error: msg('validation:site.price') })
    .min(CONSULTATION_PRICE_CENTS.min, msg('validation:site.price'))
    .max(CONSULTATION_PRICE_CENTS.max, msg('validation:site.price')),
  currency: z.enum(invoiceCurrencies, { error: msg('validation:site.currency') }),
  /** What the consultation includes, as check-marked lines on its card. */
  features: list(requiredText(TEXT_MAX.line), 12),
  /** Marked 'Most Popular'. */
  popular: z.boolean(),
  buttonText: requiredText(TEXT_MAX.short),
  /** Inactive types are kept (bookings name them) but not offered. */
  active: z.boolean(),
});
