import { msg } from '../i18n/message';
import { z } from '../zod';

/**
 * A copy of a client's data: `building` (with progress), `ready` (a link was mailed, valid until
 * `expiresAt`), `downloading` (the link's one download is under way; back to ready if it breaks
 * off), `downloaded` (the link was used: it works once), `expired` (unused in time) or `failed`
 * (the client may ask again).
 */
export const dataExportStatuses = [
  'building',
  'ready',
  'downloading',
  'downloaded',
  'expired',
  'failed',
] as const;
/** As the pages show it: a download under way already counts as the link's one use. */
export type DataExportStatus = Exclude<(typeof dataExportStatuses)[number], 'downloading'>;

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
  /** The account has a second factor: its holder must be signed in to download. */
  signInRequired: boolean;
};

/**
 * A request to erase a client's data (GDPR Art. 17): `open` until an administrator decides it
 * (the law gives the firm one month, `dueAt`), then `completed` (what could be erased was) or
 * `refused` (with the firm's reason).
 */
export const erasureStatuses = ['open', 'completed', 'refused'] as const;
export type ErasureStatus = (typeof erasureStatuses)[number];

export type ErasureRequestState = {
  id: string;
  status: ErasureStatus;
  requestedAt: string;
  dueAt: string;
  decidedAt: string | null;
};
export type ErasureRequestAnswer = { request: ErasureRequestState | null };

/** The firm's view of one: the client it is about, as named when it was made. */
export type AdminErasureRequest = ErasureRequestState & {
  /** Still open after its deadline. */
  overdue: boolean;
  clientId: string | null;
  clientName: string;
  clientEmail: string;
};
export type AdminErasureRequestList = { requests: AdminErasureRequest[] };

/** POST /api/account/erasure-request: the account's password, to confirm it is its holder. */
export const erasureRequestSchema = z.object({
  password: z
    .string({ error: msg('validation:erasure.password') })
    .min(1, msg('validation:erasure.password'))
    .max(1024, msg('validation:erasure.password')),
});
export type ErasureRequestInput = z.infer<typeof erasureRequestSchema>;

/** POST /api/admin/erasure-requests/:id/decision: erase, or refuse with the reason the client reads. */
export const erasureDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('erase') }),
  z.object({
    decision: z.literal('refuse'),
    reason: z
      .string({ error: msg('validation:erasure.reason') })
      .trim()
      .min(1, msg('validation:erasure.reason'))
      .max(2000, msg('validation:erasure.reason')),
  }),
]);
export type ErasureDecision = z.infer<typeof erasureDecisionSchema>;
export const erasureRequestParams = z.object({ id: z.uuid(msg('validation:id.invalid')) });
