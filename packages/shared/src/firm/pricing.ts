import type { PracticeAreaSlug } from './practice-areas';

/**
 * The consultations on offer. Prices are integer cents in the firm's currency (EUR); the server
 * never takes a price from a request. Their texts are in the `booking` catalogs, per language:
 * `pricing.types.<id>.{title,description,button}` and `pricing.features.<feature>`.
 * `title` stays here in English for the server's records until it reads the catalogs too.
 */
export const consultationTypes = [
  {
    id: 'initial',
    title: 'Initial Consultation',
    priceCents: 15_000,
    durationMinutes: 30,
    features: ['duration', 'caseAssessment', 'legalOptions'],
    popular: false,
  },
  {
    id: 'extended',
    title: 'Extended Consultation',
    priceCents: 30_000,
    durationMinutes: 60,
    features: ['duration', 'documentReview', 'detailedStrategy', 'writtenSummary'],
    popular: true,
  },
  {
    id: 'emergency',
    title: 'Emergency Consultation',
    priceCents: 40_000,
    durationMinutes: 45,
    features: ['duration', 'sameDay', 'actionPlan'],
    popular: false,
  },
] as const;

export type ConsultationTypeId = (typeof consultationTypes)[number]['id'];
/** A feature's text is `booking:pricing.features.<id>`; `duration` names the type's length. */
export type ConsultationFeature = (typeof consultationTypes)[number]['features'][number];

export function isConsultationTypeId(value: string): value is ConsultationTypeId {
  return consultationTypes.some((type) => type.id === value);
}

/** Hourly rate ranges per practice area, in cents. */
export const hourlyRates: Record<PracticeAreaSlug, { minCents: number; maxCents: number }> = {
  'corporate-law': { minCents: 35_000, maxCents: 50_000 },
  'real-estate-law': { minCents: 30_000, maxCents: 45_000 },
  'estate-planning': { minCents: 25_000, maxCents: 40_000 },
  'medical-law': { minCents: 40_000, maxCents: 55_000 },
  'data-protection': { minCents: 30_000, maxCents: 45_000 },
};
