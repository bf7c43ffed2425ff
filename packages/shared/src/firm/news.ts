import type { PracticeAreaTitle } from './practice-areas';

/**
 * News content the home page shows when the database has none to offer: fallback articles while no
 * article is published, and publications listed without a file (no 'Download PDF' button). Title
 * and summary are `content:fallback.<id>.*` and `content:staticPublications.<id>.*`.
 */
export type StaticNewsItem = {
  id: string;
  /** The category as articles store it (a practice area's English name), translated on display. */
  category: PracticeAreaTitle;
  /** ISO date (YYYY-MM-DD) shown as the item's date. */
  date: string;
};

export const fallbackArticles = [
  { id: 'annualReturn', category: 'Corporate Law', date: '2026-01-15' },
  { id: 'nonResidentProperty', category: 'Real Estate Law', date: '2025-12-02' },
  { id: 'familyWill', category: 'Estate Planning', date: '2025-11-10' },
] as const satisfies readonly StaticNewsItem[];

export const staticPublications = [
  { id: 'gdprGuide', category: 'Data Protection', date: '2025-10-01' },
  { id: 'patientRights', category: 'Medical Law', date: '2025-09-01' },
  { id: 'companySetup', category: 'Corporate Law', date: '2025-08-01' },
] as const satisfies readonly StaticNewsItem[];
