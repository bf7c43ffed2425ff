/**
 * Documents on a matter: upload, listing and download. This file is the feature's one public
 * module: other features and the app import only what it exports; every other file in the folder
 * is private.
 */
export { documentRoutes } from './routes';
export { documentUploadRoutes } from './upload-routes';
export { documentDownloadRoutes } from './download-routes';
export { documentsAdminRoutes } from './admin-routes';
export { countDocuments } from './service';
export { documentPolicy } from './policy';
export { sharedDocumentsForExport, type ExportedDocument } from './data-export';
