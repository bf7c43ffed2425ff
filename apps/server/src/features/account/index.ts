/**
 * A person's own account: sign-in sessions, password, e-mail and language, and the audited record
 * of each change. This file is the feature's one public module: other features and the app import
 * only what it exports; every other file in the folder is private.
 */
export { accountRoutes } from './routes';
export { auditAccountChange, type AccountOwner, type ChangeDeps } from './changes';
export { changeLanguage } from './language';
export { profileLanguage, setProfileLanguage } from './profile-language';
export type { ChangeOrigin } from './mail';
export { originOf } from './origin';
export { accountPolicy } from './policy';
export { profileForExport } from './data-export';
export { authHeaders } from './origin';
