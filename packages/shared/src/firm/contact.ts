/**
 * The contact form's practice-area choices, in the order the form shows them. The value is what
 * the request carries and the firm's e-mail shows (the English name); the label shown is
 * `contact:areas.<id>` in the visitor's language.
 */
export const contactPracticeAreaChoices = [
  { value: 'Corporate Law', id: 'corporate' },
  { value: 'Real Estate Law', id: 'realEstate' },
  { value: 'Employment Law', id: 'employment' },
  { value: 'Family Law', id: 'family' },
  { value: 'Estate Planning', id: 'estatePlanning' },
  { value: 'Criminal Defense', id: 'criminalDefense' },
] as const;

/** The values the contact request schema accepts. */
export const contactPracticeAreas = contactPracticeAreaChoices.map((choice) => choice.value) as [
  (typeof contactPracticeAreaChoices)[number]['value'],
  ...(typeof contactPracticeAreaChoices)[number]['value'][],
];

/** Labels are `contact:preferred.<value>`. */
export const preferredContactOptions = ['call', 'meeting'] as const;
