/**
 * Matters: a client's case, the thing appointments, documents, invoices and messages belong to.
 * This file is the feature's one public module: other features and the app import only what it
 * exports; every other file in the folder is private.
 */
export { matterRoutes } from './routes';
export { mattersAdminRoutes } from './admin-routes';
export { matterCounts } from './figures';
export { toAdminMatter, type MatterWithClient } from './mappers';
export { practiceAreaChoices, practiceAreaTitles, type PracticeAreaTitles } from './practice-areas';
export {
  createMatter,
  findMatter,
  firmToday,
  generalConsultationMatter,
  isNotAdmin,
  matterFigures,
} from './service';
export { matterPolicy } from './policy';
export { clientMattersForExport } from './data-export';
