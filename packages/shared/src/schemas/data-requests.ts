import { z } from '../zod';

/**
 * A copy of a client's data: `building` (with progress), `ready` (a link was mailed, valid until
 * `expiresAt`), `downloaded` (the link was used: it works once), `expired` (unused in time) or
 * `failed` (the client may ask again).
 */
export const dataExportStatuses = ['building', 'ready', 'downloaded', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** GET and POST /api/account/data-export, and the admin's on a client: the newest export. */
export type DataExportState = {
  id: string;
  status: DataExportStatus;
  progress: number;
  requestedByFirm: boolean;
  createdAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  downloadedAt: string | null;
};
export type DataExportAnswer = { export: DataExportState | null };

/** The secret of an e-mailed download link: 32 random bytes, base64url. */
export const dataExportLinkParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** GET /api/data-exports/:token: what the link opens, before it is used. */
export type DataExportLinkState = {
  status: 'ready' | 'used' | 'expired';
  sizeBytes: number | null;
  expiresAt: string | null;
};
