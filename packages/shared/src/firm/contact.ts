import { firm } from './firm';

/** The contact form's practice-area choices, in the order the form shows them. */
export const contactPracticeAreas = [
  'Corporate Law',
  'Real Estate Law',
  'Employment Law',
  'Family Law',
  'Estate Planning',
  'Criminal Defense',
] as const;

export const preferredContactOptions = [
  { value: 'call', label: 'Introductory call' },
  { value: 'meeting', label: 'Meeting at our office' },
] as const;

/** What the firm promises everyone who writes; shown beside the form and in the confirmation. */
export const contactPromise = {
  replyWithin: 'We reply within 8 hours.',
  officeHours: `Office hours: ${firm.officeHours}`,
  emergency: 'Phone available 24/7 for emergencies',
} as const;

export const contactSection = {
  title: 'Contact Us',
  intro:
    'Request an introductory call or a meeting. Tell us briefly what it is about; everything you write is confidential.',
  submit: 'Send Request',
  sending: 'Sending...',
  confirmationTitle: 'Thank you, your request has been sent.',
  sendAnother: 'Send another request',
  /** Prefilled message when the Pricing section's 'Get Custom Quote' leads here. */
  customQuoteMessage: 'I would like a custom quote. My matter is about: ',
  customQuoteNotice: 'Custom quote request: tell us about your matter and we will send a quote.',
} as const;
