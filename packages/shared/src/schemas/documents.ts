/**
 * Documents on a matter. A document is shared with the client (the default, and always so for what a
 * client uploads) or firm-only, which no client ever sees. Each upload of the same name to the same
 * matter adds a version. Labels are `documents:access.<value>`.
 */
export const documentAccessLevels = ['shared', 'firm'] as const;
export type DocumentAccessLevel = (typeof documentAccessLevels)[number];

/** 10 MB (10 × 1024 × 1024 bytes) per file. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
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
