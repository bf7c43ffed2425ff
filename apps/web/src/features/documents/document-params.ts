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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CLIENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

// A value the server would refuse (a stale or mistyped link) is left out: the page shows everything.
export const knownMatterId = (value: string) => (UUID.test(value) ? value : undefined);
export const knownClientId = (value: string) => (CLIENT_ID.test(value) ? value : undefined);
export const knownType = (value: string): DocumentTypeFilter | undefined =>
  documentTypeFilterNames.find((name) => name === value);
export const knownAccessLevel = (value: string): DocumentAccessLevel | undefined =>
  documentAccessLevels.find((level) => level === value);
