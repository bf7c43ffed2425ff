import {
  documentAccessLevels,
  documentTypeFilterNames,
  type DocumentAccessLevel,
  type DocumentTypeFilter,
} from '@lexbridge/shared/schemas/documents';

/** The URL's filters of /documents (as the spec names them), and the firm's two more. */
export const clientDocumentParams = ['matter_id', 'type'] as const;
export const adminDocumentParams = [...clientDocumentParams, 'client_id', 'access_level'] as const;
export type DocumentParam = (typeof adminDocumentParams)[number] | 'search';

// A value the server would refuse (a stale or mistyped link) is left out: the page shows everything.
export const knownType = (value: string): DocumentTypeFilter | undefined =>
  documentTypeFilterNames.find((name) => name === value);
export const knownAccessLevel = (value: string): DocumentAccessLevel | undefined =>
  documentAccessLevels.find((level) => level === value);
