/**
 * News content the home page shows when the database has none to offer: fallback articles while no
 * article is published, and publications listed without a file (no 'Download PDF' button).
 */
export type StaticNewsItem = {
  title: string;
  summary: string;
  category: string;
  /** ISO date (YYYY-MM-DD) shown as the item's date. */
  date: string;
};

export const fallbackArticles: readonly StaticNewsItem[] = [
  {
    title: 'Cyprus Company Law: Annual Return and Fee Reminders',
    summary:
      'Every Cyprus company must file its annual return and pay the annual levy on time. We explain the deadlines and the penalties for late filing.',
    category: 'Corporate Law',
    date: '2026-01-15',
  },
  {
    title: 'Buying Property in Cyprus as a Non-Resident',
    summary:
      'Title deeds, Council of Ministers permission and transfer fees: what a foreign buyer should check before signing a sales contract.',
    category: 'Real Estate Law',
    date: '2025-12-02',
  },
  {
    title: 'Why Every Family Needs a Will in Cyprus',
    summary:
      'Without a will, the Wills and Succession Law decides who inherits. A short guide to making your wishes count.',
    category: 'Estate Planning',
    date: '2025-11-10',
  },
];

export const staticPublications: readonly StaticNewsItem[] = [
  {
    title: 'Guide to GDPR Compliance for Cyprus Businesses',
    summary: 'The obligations of controllers and processors, with a practical checklist.',
    category: 'Data Protection',
    date: '2025-10-01',
  },
  {
    title: 'Patient Rights and Medical Negligence Claims in Cyprus',
    summary: 'How the Patient Rights Law protects you and how a negligence claim proceeds.',
    category: 'Medical Law',
    date: '2025-09-01',
  },
  {
    title: 'Setting Up a Company in Cyprus: A Step-by-Step Overview',
    summary: 'Name approval, registration, tax residency and the first filings.',
    category: 'Corporate Law',
    date: '2025-08-01',
  },
];
