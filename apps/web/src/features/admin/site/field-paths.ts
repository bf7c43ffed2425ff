/** The editor's tabs, in order; the open one is in the URL (`?tab=consultations`). */
export const siteEditorTabs = [
  'identity',
  'team',
  'consultations',
  'practice-areas',
  'home',
  'versions',
] as const;
export type SiteEditorTab = (typeof siteEditorTabs)[number];

const tabOfSection: Record<string, SiteEditorTab> = {
  identity: 'identity',
  team: 'team',
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

/** Opens the folded item (a practice area, `data-field-path`) that holds `path`, to draw it. */
function unfold(path: string) {
  for (const details of document.querySelectorAll<HTMLDetailsElement>('details[data-field-path]'))
    if (!details.open && path.startsWith(`${details.dataset.fieldPath}.`)) details.open = true;
}

/**
 * Focuses the control of `path` once its tab has drawn it: the tab opens first, and a folded
 * item around it unfolds, so the control may appear a few frames later.
 */
export function focusField(path: string, tries = 20) {
  const element =
    document.getElementById(fieldId(path)) ??
    document.querySelector<HTMLElement>(`[id^="${fieldId(path)}-"]`);
  if (!element) {
    unfold(path);
    if (tries > 0) window.setTimeout(() => focusField(path, tries - 1), 50);
    return;
  }
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
}
