/*
 * The matters feature's one door: what other features and the app shell may use. Every other file in
 * this folder is private (oneDoorPerFeature in eslint.config.js). Route pages are not exported here:
 * the route manifest loads them lazily, so importing this module never pulls a page into a bundle,
 * and apps/web/package.json declares only CSS as side effects, so a bundle keeps only what it uses.
 */
export { MatterDialog } from './admin/MatterDialog';
export { MatterFilters as AdminMatterFilters } from './admin/MatterFilters';
export { useAdminMatters } from './api/get-admin-matters';
export { useMatter } from './api/get-matter';
export { useMatterPracticeAreas } from './api/get-practice-areas';
export { useAreaTitle } from './use-area-title';
export { useMatters } from './api/get-matters';
export { matterKeys } from './api/keys';
export { useUpdateMatter } from './api/update-matter';
export { useFilterMatters } from './api/use-filter-matters';
export { useMatterChoices } from './api/use-matter-choices';
export type { MatterChoice } from './api/use-matter-choices';
export { MatterBadges } from './components/MatterBadges';
export { MatterCard } from './components/MatterCard';
export { MatterFilters } from './components/MatterFilters';
export { MatterGrid } from './components/MatterGrid';
export { useMatterFilters } from './use-matter-filters';
export { useClientMatterFilter } from './api/use-client-matter-filter';
export type { ClientMatterFilterProps } from './api/use-client-matter-filter';
export { MatterChoiceOptions, MatterSearchInput } from './components/MatterSearchControls';
export { MatterOptions } from './components/MatterOptions';
export { LegalHold } from './admin/LegalHold';
