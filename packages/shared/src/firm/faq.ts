/** The home page FAQ, in four categories. Answers are general information, not legal advice. */
export const faqCategories = [
  {
    title: 'General Legal Services',
    items: [
      {
        question: 'How do I book a first consultation?',
        answer:
          'Use the contact form, call us, or book a paid consultation online. We reply to every request within 8 hours on working days.',
      },
      {
        question: 'How are your fees set?',
        answer:
          'We agree the fee before any work starts: a fixed fee where the work is predictable, otherwise an hourly rate with an estimate. There are no hidden charges.',
      },
      {
        question: 'Do you work in English?',
        answer:
          'Yes. We advise in Greek and English and prepare documents in either language, with certified translations when an authority requires them.',
      },
    ],
  },
  {
    title: 'Corporate Law',
    items: [
      {
        question: 'How long does it take to register a company in Cyprus?',
        answer:
          'Usually one to two weeks once the name is approved and the documents are signed. We prepare the memorandum and articles and file everything with the Registrar of Companies.',
      },
      {
        question: 'Do I need a shareholder agreement?',
        answer:
          'Whenever a company has more than one owner we recommend one. It settles decision-making, share transfers and what happens if a shareholder leaves, before a dispute arises.',
      },
    ],
  },
  {
    title: 'Real Estate Law',
    items: [
      {
        question: 'How long does a property transaction take?',
        answer:
          'A typical property transaction takes 4-8 weeks from the signed sale agreement to completion, depending on title checks, financing and Land Registry workload.',
      },
      {
        question: 'What checks do you make before I buy?',
        answer:
          'We search the title deed and any encumbrances or mortgages at the Land Registry, check planning and building permits, and review the sale contract before you sign.',
      },
    ],
  },
  {
    title: 'Data Protection & GDPR',
    items: [
      {
        question: 'What are the fines for breaching the GDPR?',
        answer:
          'For the most serious breaches, fines can reach up to 4% of a company’s worldwide annual turnover or EUR 20 million, whichever is higher. The Cyprus Commissioner for Personal Data Protection enforces the rules.',
      },
      {
        question: 'Does my small business need a Data Protection Officer?',
        answer:
          'Only in some cases, for example when you process sensitive data on a large scale. We assess your activities and tell you what the law requires, and nothing more.',
      },
    ],
  },
] as const;
