/**
 * The audit log: every feature records what it did here; audit imports no feature. This file is
 * the feature's one public module: other features and the app import only what it exports; every
 * other file in the folder is private.
 */
export { auditAdminRoutes } from './admin-routes';
export { recordAudit } from './service';
export { auditActor, noActor, type AuditActor } from './actor';
export { auditPolicy } from './policy';
