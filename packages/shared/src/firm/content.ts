/**
 * Texts of the home page. A firm running Lexbridge rewrites them here; the components only lay
 * them out.
 */
export const hero = {
  eyebrow: 'Law firm in Nicosia, Cyprus',
  title: 'We care',
  lead: 'Clear, personal legal advice for individuals, families and businesses in Cyprus. We listen first, explain your options in plain language and stay with you until the matter is resolved.',
  contactButton: 'Contact Us',
  servicesButton: 'Our Services',
} as const;

export const about = {
  title: 'About KC Law',
  intro:
    'KC Law is an independent practice in Nicosia. We advise on company matters, property, estates, medical law and data protection, and we keep our client list small enough that every matter gets a partner’s attention.',
  highlights: [
    {
      icon: 'award',
      title: '10+ Years Experience',
      text: 'More than a decade advising clients before Cypriot courts, registries and regulators.',
    },
    {
      icon: 'scale',
      title: 'Cyprus Bar Certified',
      text: 'Admitted to the Cyprus Bar Association and bound by its code of conduct.',
    },
    {
      icon: 'handshake',
      title: 'Personalized Service',
      text: 'One lawyer who knows your file, answers your calls and explains every step.',
    },
  ],
  missionTitle: 'Our Mission',
  mission:
    'To make sound legal advice understandable and within reach: we tell clients where they stand, what it will cost and what we recommend, so they can decide with confidence.',
  valuesTitle: 'Our Core Values',
  values: [
    {
      title: 'Integrity',
      text: 'Honest advice, even when it is not what a client hopes to hear.',
    },
    {
      title: 'Confidentiality',
      text: 'What you tell us stays with us, protected by professional privilege and careful practice.',
    },
    {
      title: 'Clarity',
      text: 'Plain language, written summaries and fees agreed in advance.',
    },
    {
      title: 'Diligence',
      text: 'Deadlines kept, documents checked twice and clients kept informed.',
    },
  ],
} as const;

export const practiceAreasSection = {
  title: 'Practice Areas',
  intro: 'Focused expertise in the areas of Cypriot law where our clients most need support.',
  learnMore: 'Learn More',
} as const;

/** The principal attorney's card in "About the Practice". */
export const attorney = {
  sectionTitle: 'About the Practice',
  sectionIntro:
    'A boutique practice led by its founding partner, supported by a small team of associates and paralegals.',
  name: 'Konstantinos Christou',
  role: 'Founding Partner, Advocate',
  bio: 'Konstantinos founded KC Law after years in commercial practice in Nicosia. He advises companies, property buyers and families, and represents clients before the courts of the Republic of Cyprus. He works in Greek and English.',
  badges: [
    'Cyprus Bar Association',
    'LL.M. Commercial Law',
    'Certified Data Protection Officer',
    'Greek & English',
  ],
} as const;

export const testimonialsSection = {
  title: 'Client Testimonials',
  intro: 'What clients say about working with us.',
  stats: [
    { value: '98%', label: 'Client satisfaction' },
    { value: '500+', label: 'Cases handled' },
    { value: '25+', label: 'Years of combined experience' },
  ],
} as const;

export const faqSection = {
  title: 'Frequently Asked Questions',
  intro:
    'Short answers to the questions we hear most. For advice on your own situation, contact us.',
} as const;
