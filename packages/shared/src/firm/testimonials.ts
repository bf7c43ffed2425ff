/** Six short, anonymised testimonials; every one is rated 5 of 5. */
export const testimonials = [
  {
    name: 'Andreas P.',
    location: 'Limassol',
    caseLabel: 'Company formation',
    quote:
      'They set up our company and shareholder agreement in under three weeks and explained every clause. We still call them first.',
  },
  {
    name: 'Sarah M.',
    location: 'London / Paphos',
    caseLabel: 'Property purchase',
    quote:
      'Buying a home in Cyprus from abroad felt daunting. KC Law checked the title, dealt with the Land Registry and kept me informed at every step.',
  },
  {
    name: 'Eleni K.',
    location: 'Nicosia',
    caseLabel: 'Estate planning',
    quote:
      'Calm, patient and precise. Our wills and the arrangements for our children are finally in order.',
  },
  {
    name: 'Dr. Michael T.',
    location: 'Larnaca',
    caseLabel: 'Medical law',
    quote:
      'When a complaint was filed against my clinic, they responded quickly and guided us through the regulator’s process with real expertise.',
  },
  {
    name: 'Nicos G.',
    location: 'Nicosia',
    caseLabel: 'GDPR compliance',
    quote:
      'Practical GDPR advice without the jargon. Our policies, contracts and staff training were ready before the audit.',
  },
  {
    name: 'Irina V.',
    location: 'Limassol',
    caseLabel: 'Commercial contracts',
    quote:
      'Fast answers, clear fees and contracts that protect us. Exactly what a growing business needs from its lawyers.',
  },
] as const;

export const TESTIMONIAL_RATING = 5;
