import type { PracticeAreaSlug } from './practice-areas';

export type PracticeAreaPage = {
  /** Icon name from the web app's small icon map (lucide). */
  icon: 'building' | 'home' | 'scroll' | 'stethoscope' | 'shield';
  /** Ids of `practiceAreas:<slug>.services.<id>`, in the order shown. */
  services: readonly string[];
  /** Ids of `practiceAreas:<slug>.whyChooseUs.<id>`, in the order shown. */
  whyChooseUs: readonly string[];
};

/**
 * The structure of the five practice-area cards and pages, keyed by the page slug. Their texts
 * (title, summary for the home page card, intro, services, reasons) are in the `practiceAreas`
 * catalogs under the slug.
 */
export const practiceAreaPages = {
  'corporate-law': {
    icon: 'building',
    services: ['formation', 'agreements', 'contracts', 'mergers', 'governance', 'restructuring'],
    whyChooseUs: ['practical', 'fixedFees', 'directAccess', 'international'],
  },
  'real-estate-law': {
    icon: 'home',
    services: ['titleSearch', 'saleAgreements', 'landRegistry', 'leases', 'permits', 'disputes'],
    whyChooseUs: ['titleChecked', 'timelines', 'abroad', 'fees'],
  },
  'estate-planning': {
    icon: 'scroll',
    services: ['wills', 'succession', 'administration', 'powers', 'trusts', 'crossBorder'],
    whyChooseUs: ['discreet', 'plainLanguage', 'abroad', 'coordination'],
  },
  'medical-law': {
    icon: 'stethoscope',
    services: ['negligence', 'professionals', 'consent', 'clinics', 'healthData', 'medicalCouncil'],
    whyChooseUs: ['understanding', 'sensitive', 'experts', 'honest'],
  },
  'data-protection': {
    icon: 'shield',
    services: ['audits', 'notices', 'agreements', 'dpia', 'breach', 'dpo'],
    whyChooseUs: ['certified', 'proportionate', 'commissioner', 'training'],
  },
} as const satisfies Record<PracticeAreaSlug, PracticeAreaPage>;
