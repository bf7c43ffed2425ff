/** The editor's tabs, in order; the open one is in the URL (`?tab=consultations`). */
export const siteEditorTabs = [
  'identity',
  'consultations',
  'practice-areas',
  'home',
  'versions',
] as const;
export type SiteEditorTab = (typeof siteEditorTabs)[number];

const tabOfSection: Record<string, SiteEditorTab> = {
  identity: 'identity',
  consultationTypes: 'consultations',
  practiceAreas: 'practice-areas',
  practiceAreaPage: 'practice-areas',
  home: 'home',
  seo: 'home',
};

/** The tab that edits the text at `path` ('practiceAreas.2.title'); none for parts not edited here. */
export const tabOfPath = (path: string): SiteEditorTab | undefined =>
  tabOfSection[path.split('.')[0] ?? ''];

/** The id of the control that edits `path`, so a list of problems can lead to it. */
export const fieldId = (path: string) => `site-${path.replaceAll('.', '-')}`;

/**
 * Focuses the control of `path` once its tab has drawn it: the tab opens first, so the control
 * may appear a few frames later. A closed <details> around it (a practice area) is opened.
 */
export function focusField(path: string, tries = 20) {
  const element =
    document.getElementById(fieldId(path)) ??
    document.querySelector<HTMLElement>(`[id^="${fieldId(path)}-"]`);
  if (!element) {
    if (tries > 0) window.setTimeout(() => focusField(path, tries - 1), 50);
    return;
  }
  const details = element.closest('details');
  if (details && !details.open) details.open = true;
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
}
