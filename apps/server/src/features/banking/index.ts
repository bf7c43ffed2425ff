/**
 * The firm's bank accounts, sealed at rest. This file is the feature's one public module: other
 * features and the app import only what it exports; every other file in the folder is private.
 */
export { bankingAdminRoutes } from './admin-routes';
export { checkBankAccountsReadable } from './key-check';
export { bankingPolicy } from './policy';
