/**
 * Signing up and in, mailed links, administrator accounts and the realtime identity of a socket.
 * This file is the feature's one public module: other features and the app import only what it
 * exports; every other file in the folder is private.
 */
export { authRoutes } from './routes';
export {
  createAdminAccount,
  findUserByEmail,
  grantAdmin,
  isAdmin,
  setChosenName,
} from './admin-accounts';
export { bootstrapAdmin } from './bootstrap';
export { afterPasswordReset } from './password-reset';
export { identifyRealtime } from './realtime-identity';
export { auditSessionStart } from './sign-in-audit';
