/**
 * The website chat between visitors or clients and the firm. This file is the feature's one public
 * module: other features and the app import only what it exports; every other file in the folder
 * is private.
 */
export { chatRoutes } from './routes';
export { chatAdminRoutes } from './admin-routes';
export { conversationsByWeek } from './figures';
export { deleteArchivedConversations, purgeDeletedConversations } from './retention';
export { identifyVisitor } from './visitor';
export { chatPolicy } from './policy';
export { clientChatsForExport } from './data-export';
