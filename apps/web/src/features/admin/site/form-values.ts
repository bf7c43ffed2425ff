import type { SiteContent } from '@lexbridge/shared/site/schema';

type Identity = SiteContent['identity'];
type ConsultationType = SiteContent['consultationTypes'][number];
type PracticeArea = SiteContent['practiceAreas'][number];
type Currency = ConsultationType['currency'];

/**
 * The form edits amounts as the firm writes them ('150.00') and optional values as text; an
 * empty emergency line or hourly rate means none. Everything else is the content as stored.
 */
export type ConsultationValues = Omit<ConsultationType, 'priceCents' | 'durationMinutes'> & {
  price: string;
  durationMinutes: string;
};
export type HourlyRateValues = { min: string; max: string; currency: Currency };
export type PracticeAreaValues = Omit<PracticeArea, 'hourlyRate'> & {
  hourlyRate: HourlyRateValues;
};
export type SiteFormValues = Omit<
  SiteContent,
  'identity' | 'consultationTypes' | 'practiceAreas'
> & {
  identity: Omit<Identity, 'emergencyPhone'> & { emergencyPhone: string };
  consultationTypes: ConsultationValues[];
  practiceAreas: PracticeAreaValues[];
};

/** Cents as a decimal amount with two places: 15000 -> '150.00'. */
export const centsToAmount = (cents: number) => (cents / 100).toFixed(2);

/**
 * A decimal amount as whole cents: '150', '150.5', '150,50' -> 15000, 15050, 15050. Anything
 * else (letters, three decimals) gives NaN, which the schema refuses with the price's message.
 */
export function amountToCents(amount: string): number {
  const text = amount.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const DEFAULT_CURRENCY: Currency = 'EUR';

export function toFormValues(content: SiteContent): SiteFormValues {
  return {
    ...content,
    identity: { ...content.identity, emergencyPhone: content.identity.emergencyPhone ?? '' },
    consultationTypes: content.consultationTypes.map(
      ({ priceCents, durationMinutes, ...type }) => ({
        ...type,
        price: centsToAmount(priceCents),
        durationMinutes: String(durationMinutes),
      }),
    ),
    practiceAreas: content.practiceAreas.map(({ hourlyRate, ...area }) => ({
      ...area,
      hourlyRate: hourlyRate
        ? {
            min: centsToAmount(hourlyRate.minCents),
            max: centsToAmount(hourlyRate.maxCents),
            currency: hourlyRate.currency,
          }
        : { min: '', max: '', currency: DEFAULT_CURRENCY },
    })),
  };
}

/** The content to send: what the schema checks here and the server checks again. */
export function toContent(values: SiteFormValues): SiteContent {
  const emergency = values.identity.emergencyPhone.trim();
  return {
    ...values,
    identity: { ...values.identity, emergencyPhone: emergency === '' ? null : emergency },
    consultationTypes: values.consultationTypes.map(({ price, durationMinutes, ...type }) => ({
      ...type,
      priceCents: amountToCents(price),
      durationMinutes: Number(durationMinutes.trim() || Number.NaN),
    })),
    practiceAreas: values.practiceAreas.map(({ hourlyRate, ...area }) => ({
      ...area,
      hourlyRate:
        hourlyRate.min.trim() === '' && hourlyRate.max.trim() === ''
          ? null
          : {
              minCents: amountToCents(hourlyRate.min),
              maxCents: amountToCents(hourlyRate.max),
              currency: hourlyRate.currency,
            },
    })),
  };
}

/**
 * The form's field for a path in the content, as the schema's issues and the server's refusals
 * name it ('content.consultationTypes.0.priceCents' -> 'consultationTypes.0.price').
 */
export function formPath(contentPath: string): string {
  return contentPath
    .replace(/^content\./, '')
    .replace(/\.priceCents$/, '.price')
    .replace(/\.hourlyRate\.minCents$/, '.hourlyRate.min')
    .replace(/\.hourlyRate\.maxCents$/, '.hourlyRate.max');
}
