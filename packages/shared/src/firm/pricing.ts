import type { PracticeAreaSlug } from './practice-areas';

/** Prices are integer cents in the firm's currency (EUR); the server never takes a price from a request. */
export const consultationTypes = [
  {
    id: 'initial',
    title: 'Initial Consultation',
    priceCents: 15_000,
    durationMinutes: 30,
    description: 'Reduced rate for a first conversation about your matter.',
    features: ['30-minute consultation', 'Case assessment', 'Legal options overview'],
    popular: false,
    buttonText: 'Book Initial Consultation',
  },
  {
    id: 'extended',
    title: 'Extended Consultation',
    priceCents: 30_000,
    durationMinutes: 60,
    description: 'Time to go through documents and plan next steps in detail.',
    features: ['60-minute consultation', 'Document review', 'Detailed strategy', 'Written summary'],
    popular: true,
    buttonText: 'Book Extended Consultation',
  },
  {
    id: 'emergency',
    title: 'Emergency Consultation',
    priceCents: 40_000,
    durationMinutes: 45,
    description: 'Urgent advice when a matter cannot wait.',
    features: ['45-minute consultation', 'Same-day availability', 'Immediate action plan'],
    popular: false,
    buttonText: 'Book Emergency Consultation',
  },
] as const;

export type ConsultationTypeId = (typeof consultationTypes)[number]['id'];

/** Hourly rate ranges per practice area, in cents. */
export const hourlyRates: Record<PracticeAreaSlug, { minCents: number; maxCents: number }> = {
  'corporate-law': { minCents: 35_000, maxCents: 50_000 },
  'real-estate-law': { minCents: 30_000, maxCents: 45_000 },
  'estate-planning': { minCents: 25_000, maxCents: 40_000 },
  'medical-law': { minCents: 40_000, maxCents: 55_000 },
  'data-protection': { minCents: 30_000, maxCents: 45_000 },
};
