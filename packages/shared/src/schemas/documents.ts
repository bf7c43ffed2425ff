import { z } from '../zod';
import { msg } from '../i18n/message';
import { pagingQuery } from './paging';

/**
 * Documents on a matter. A document is shared with the client (the default, and always so for what a
 * client uploads) or firm-only, which no client ever sees. Each upload of the same name to the same
 * matter adds a version. Labels are `documents:access.<value>`.
 */
export const documentAccessLevels = ['shared', 'firm'] as const;
export type DocumentAccessLevel = (typeof documentAccessLevels)[number];

export const DOCUMENT_NAME_MAX = 200;
/** Files per upload request. */
export const DOCUMENT_FILES_MAX = 10;

/** The type filter: each matches MIME type prefixes ("office" is Word, old and new). */
export const documentTypeFilters = {
  pdf: ['application/pdf'],
  image: ['image/'],
  office: ['application/vnd', 'application/msword'],
  text: ['text/'],
} as const;
export type DocumentTypeFilter = keyof typeof documentTypeFilters;
export const documentTypeFilterNames = Object.keys(documentTypeFilters) as DocumentTypeFilter[];

/** GET /api/documents (the client's shared documents) and /api/admin/documents (every one). */
export const documentListQuerySchema = pagingQuery.extend({
  matterId: z.uuid(msg('validation:id.invalid')).optional(),
  type: z.enum(documentTypeFilterNames, { error: msg('validation:document.type') }).optional(),
  /** Only documents with a version uploaded in the last N days (the dashboard's "last 7 days"). */
  withinDays: z.coerce
    .number({ error: msg('validation:document.withinDays') })
    .int(msg('validation:document.withinDays'))
    .min(1, msg('validation:document.withinDays'))
    .max(365, msg('validation:document.withinDays'))
    .optional(),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

export const adminDocumentListQuerySchema = documentListQuerySchema.extend({
  clientId: z.string().trim().min(1).max(100, msg('validation:id.invalid')).optional(),
  accessLevel: z
    .enum(documentAccessLevels, { error: msg('validation:document.accessLevel') })
    .optional(),
});
export type AdminDocumentListQuery = z.input<typeof adminDocumentListQuerySchema>;

/** The multipart field beside the file on an upload; clients' uploads are always shared. */
export const documentAccessLevelSchema = z
  .enum(documentAccessLevels, { error: msg('validation:document.accessLevel') })
  .default('shared');

export const documentIdParams = z.object({ id: z.uuid(msg('validation:id.invalid')) });
export const documentDownloadQuery = z.object({
  /** A version's id; the newest when left out. */
  version: z.uuid(msg('validation:id.invalid')).optional(),
});

export type DocumentVersion = {
  id: string;
  version: number;
  sizeBytes: number;
  mimeType: string;
  uploadedByName: string;
  uploadedByFirm: boolean;
  createdAt: string;
};

/** A document with its newest version first in `versions`. */
export type ClientDocument = {
  id: string;
  matterId: string;
  matterTitle: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  latest: DocumentVersion;
  /** Every version, newest first (the latest included). */
  versions: DocumentVersion[];
};

export type AdminDocument = ClientDocument & {
  accessLevel: DocumentAccessLevel;
  clientId: string;
  clientName: string;
};

export type DocumentList<D> = { documents: D[]; page: number; pageSize: number; total: number };

/** GET /api/admin/documents/:id/access-log: newest first. */
export type DocumentAccessEntry = {
  id: string;
  versionId: string;
  version: number;
  userName: string;
  action: 'download';
  createdAt: string;
};
