/**
 * Security (the spec's name for the admin section): the audit log that every feature records what
 * it did in; security imports no feature. This file is the feature's one public module: other
 * features and the app import only what it exports; every other file in the folder is private.
 */
export { securityAdminRoutes } from './admin-routes';
export { recordAudit } from './service';
export { auditActor, noActor, type AuditActor } from './actor';
export { securityPolicy } from './policy';
export { signInsForExport } from './data-export';
