import type { PracticeAreaSlug } from './practice-areas';

export type PracticeAreaPage = {
  /** Icon name from the web app's small icon map (lucide). */
  icon: 'building' | 'home' | 'scroll' | 'stethoscope' | 'shield';
  /** One sentence for the home page card. */
  summary: string;
  /** Opening paragraph of the practice-area page. */
  intro: string;
  services: string[];
  whyChooseUs: string[];
};

/** Content of the five practice-area cards and pages, keyed by the page slug. */
export const practiceAreaPages: Record<PracticeAreaSlug, PracticeAreaPage> = {
  'corporate-law': {
    icon: 'building',
    summary:
      'Company formation, governance, contracts and transactions for businesses of every size.',
    intro:
      'We help founders, owners and boards set up, run and grow companies in Cyprus, with documents that hold up when they are needed.',
    services: [
      'Company formation and registration',
      'Shareholder and partnership agreements',
      'Commercial contracts and terms of business',
      'Mergers, acquisitions and share transfers',
      'Corporate governance and compliance',
      'Restructuring and company dissolution',
    ],
    whyChooseUs: [
      'Practical advice that fits the size of your business',
      'Fixed fees for company formation and routine filings',
      'Direct access to the partner handling your matter',
      'Experience with international clients and cross-border structures',
    ],
  },
  'real-estate-law': {
    icon: 'home',
    summary: 'Safe property purchases, sales and leases, with thorough title and permit checks.',
    intro:
      'Whether you are buying a first home, selling an inherited plot or leasing commercial space, we make sure the property and the contract are what they appear to be.',
    services: [
      'Title deed and encumbrance searches',
      'Sale and purchase agreements',
      'Land Registry filings and transfers',
      'Commercial and residential leases',
      'Planning and building permit checks',
      'Property disputes and specific performance claims',
    ],
    whyChooseUs: [
      'Every title checked at the Land Registry before you sign',
      'Clear timelines: most transactions complete in 4-8 weeks',
      'Support for buyers living abroad, by power of attorney',
      'Transparent fees agreed at the start',
    ],
  },
  'estate-planning': {
    icon: 'scroll',
    summary: 'Wills, succession and estate administration that protect the people you care about.',
    intro:
      'Good planning spares your family uncertainty and cost. We prepare wills and succession arrangements that reflect your wishes and Cypriot law.',
    services: [
      'Drafting and updating wills',
      'Succession planning for families and business owners',
      'Estate administration and probate',
      'Powers of attorney',
      'Trusts and asset protection',
      'Cross-border inheritance matters',
    ],
    whyChooseUs: [
      'Patient, discreet advice at a sensitive time',
      'Plain-language explanations of every document',
      'Experience with estates that include assets abroad',
      'Coordination with accountants and notaries',
    ],
  },
  'medical-law': {
    icon: 'stethoscope',
    summary:
      'Advice for patients and healthcare professionals on liability, consent and regulation.',
    intro:
      'Medical matters need legal precision and human understanding. We act for patients, doctors and clinics in claims, complaints and regulatory questions.',
    services: [
      'Medical negligence claims',
      'Defence of healthcare professionals',
      'Patient consent and records',
      'Regulatory and licensing matters for clinics',
      'Health data and confidentiality',
      'Representation before the Cyprus Medical Council',
    ],
    whyChooseUs: [
      'Understanding of clinical practice and its regulation',
      'Careful handling of sensitive health information',
      'Access to independent medical experts',
      'Honest assessment of the prospects of every claim',
    ],
  },
  'data-protection': {
    icon: 'shield',
    summary: 'GDPR compliance, data protection audits and breach response for organisations.',
    intro:
      'Personal data is a responsibility and a risk. We help organisations comply with the GDPR and Cypriot law, and respond calmly when something goes wrong.',
    services: [
      'GDPR compliance audits and gap analysis',
      'Privacy notices, policies and records of processing',
      'Data processing and transfer agreements',
      'Data protection impact assessments',
      'Data breach response and notification',
      'Outsourced Data Protection Officer services',
    ],
    whyChooseUs: [
      'Led by a certified Data Protection Officer',
      'Proportionate advice for small and medium businesses',
      'Experience with the Cyprus Commissioner for Personal Data Protection',
      'Staff training that people actually remember',
    ],
  },
};

export const practiceAreaPageTexts = {
  backToHome: 'Back to Home',
  servicesTitle: 'Our Services',
  whyTitle: 'Why Choose Us',
  ctaTitle: 'Discuss your matter with us',
  ctaText: 'Book a consultation and get a clear view of your options and the likely costs.',
  scheduleConsultation: 'Schedule Consultation',
} as const;
