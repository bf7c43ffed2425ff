/**
 * The firm's administrators: who they are, granting and revoking the role, and each one's display
 * name (what their replies are signed with: replyAuthorName in the shared schemas). This file is the feature's one public module: other features and the
 * app import only what it exports; every other file in the folder is private.
 */
export { administratorsAdminRoutes } from './admin-routes';
export { administratorsPolicy, grantRefusal } from './policy';
