import { z } from '../zod';
import { msg } from '../i18n/message';
import { STABLE_ID } from '../site/ids';
import type { LocalizedText } from '../site/text';
import { isCalendarDate } from './calendar-date';
import { pagingQuery } from './paging';

/**
 * A matter is the unit of the firm's work for one client; the portal's "projects" are matters too.
 * Labels are `matters:status.<value>`, `matters:priority.<value>`, `matters:practiceArea.<value>`.
 */
export const matterStatuses = ['active', 'on_hold', 'completed', 'cancelled'] as const;
export type MatterStatus = (typeof matterStatuses)[number];

export const matterPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type MatterPriority = (typeof matterPriorities)[number];

/**
 * The ten practice areas matters could belong to before the firm edited its practice areas in
 * Admin -> Site. A matter's practice area is now a practice-area id of the site content
 * (`matterPracticeAreaIdSchema`); these are kept to name older matters whose id the content lacks
 * (labels `matters:practiceArea.<value>`).
 */
export const matterPracticeAreas = [
  'corporate-law',
  'real-estate-law',
  'estate-planning',
  'medical-law',
  'data-protection',
  'family-law',
  'criminal-law',
  'employment-law',
  'immigration-law',
  'intellectual-property',
] as const;
export type MatterPracticeArea = (typeof matterPracticeAreas)[number];

export const matterStatusLabel = (status: MatterStatus) => `matters:status.${status}` as const;
export const matterPriorityLabel = (priority: MatterPriority) =>
  `matters:priority.${priority}` as const;
export const matterPracticeAreaLabel = (area: MatterPracticeArea) =>
  `matters:practiceArea.${area}` as const;
export const isLegacyMatterPracticeArea = (value: string): value is MatterPracticeArea =>
  (matterPracticeAreas as readonly string[]).includes(value);

/**
 * A practice area's id in the site content. Only its form is checked here; the server checks a
 * new value against the published site's (non-hidden) practice areas.
 */
export const matterPracticeAreaIdSchema = z
  .string({ error: msg('validation:matter.practiceArea') })
  .regex(STABLE_ID, msg('validation:matter.practiceArea'));

/** GET /api/admin/matters/practice-areas: the published site's practice areas, hidden included. */
export type MatterPracticeAreaChoice = { id: string; title: LocalizedText; hidden: boolean };

export const MATTER_TITLE_MAX = 200;
export const MATTER_DESCRIPTION_MAX = 10_000;
export const MATTER_PARTY_MAX = 200;

/** The one message when the title or the client is missing (the firm's staff know it). */
const requiredFields = msg('validation:matter.requiredFields');

/** A real calendar date 'yyyy-MM-dd'; '' and null mean none (an empty date field). */
const optionalDate = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string({ error: msg('validation:matter.date') })
    .refine(isCalendarDate, msg('validation:matter.date'))
    .nullable()
    .optional(),
);

/** Optional text: trimmed, and '' stored as null. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || null)
    .nullable()
    .optional();

const matterFields = {
  clientId: z.string({ error: requiredFields }).trim().min(1, requiredFields),
  title: z
    .string({ error: requiredFields })
    .trim()
    .min(1, requiredFields)
    .max(MATTER_TITLE_MAX, msg('validation:matter.titleTooLong', { max: MATTER_TITLE_MAX })),
  description: optionalText(
    MATTER_DESCRIPTION_MAX,
    msg('validation:matter.descriptionTooLong', { max: MATTER_DESCRIPTION_MAX }),
  ),
  practiceArea: z.preprocess(
    (value) => (value === '' ? null : value),
    matterPracticeAreaIdSchema.nullable().optional(),
  ),
  priority: z.enum(matterPriorities, { error: msg('validation:matter.priority') }).optional(),
  startDate: optionalDate,
  dueDate: optionalDate,
  opposingParty: optionalText(
    MATTER_PARTY_MAX,
    msg('validation:matter.opposingPartyTooLong', { max: MATTER_PARTY_MAX }),
  ),
};

const dueNotBeforeStart = (value: { startDate?: string | null; dueDate?: string | null }) =>
  !value.startDate || !value.dueDate || value.dueDate >= value.startDate;
const dueBeforeStart = { message: msg('validation:matter.dueBeforeStart'), path: ['dueDate'] };

export const matterStatusSchema = z.enum(matterStatuses, {
  error: msg('validation:matter.status'),
});

/** POST /api/admin/matters. A new matter is always active; priority defaults to medium. */
export const createMatterSchema = z.object(matterFields).refine(dueNotBeforeStart, dueBeforeStart);
export type CreateMatterInput = z.input<typeof createMatterSchema>;

/** PATCH /api/admin/matters/:id: only the fields sent change; null or '' clears an optional one. */
export const updateMatterSchema = z
  .object({ ...matterFields, status: matterStatusSchema })
  .partial()
  .refine(dueNotBeforeStart, dueBeforeStart);
export type UpdateMatterInput = z.input<typeof updateMatterSchema>;

/** GET /api/matters and /api/admin/matters. */
export const matterListQuerySchema = pagingQuery.extend({
  status: matterStatusSchema.optional(),
  practiceArea: matterPracticeAreaIdSchema.optional(),
});
export type MatterListQuery = z.input<typeof matterListQuerySchema>;

export const CONFLICT_NAME_MIN = 2;

/** GET /api/admin/matters/conflicts: `excludeMatterId` leaves out the matter being edited. */
export const conflictQuerySchema = z.object({
  name: z
    .string({ error: msg('validation:matter.conflictName', { min: CONFLICT_NAME_MIN }) })
    .trim()
    .min(CONFLICT_NAME_MIN, msg('validation:matter.conflictName', { min: CONFLICT_NAME_MIN }))
    .max(
      MATTER_PARTY_MAX,
      msg('validation:matter.opposingPartyTooLong', { max: MATTER_PARTY_MAX }),
    ),
  excludeMatterId: z.uuid(msg('validation:id.invalid')).optional(),
});

export const matterIdParams = z.object({ id: z.uuid(msg('validation:id.invalid')) });

/** A matter as its client sees it. Dates are 'yyyy-MM-dd', instants ISO 8601. */
export type ClientMatter = {
  id: string;
  title: string;
  description: string | null;
  /** A practice-area id of the site content. */
  practiceArea: string | null;
  /**
   * Its title from the published site (hidden areas included); for an id the site no longer has,
   * the older fixed list's label or else the id itself. Null when the matter has no area.
   */
  practiceAreaTitle: LocalizedText | null;
  status: MatterStatus;
  priority: MatterPriority;
  startDate: string | null;
  dueDate: string | null;
  completionDate: string | null;
  createdAt: string;
  updatedAt: string;
};

/**
 * GET /api/matters/:id: the matter with how many appointments and invoices it has (whatever their
 * status), and how many of the invoices are still owed (pending, sent or overdue).
 */
export type ClientMatterDetail = ClientMatter & {
  appointmentCount: number;
  invoiceCount: number;
  openInvoiceCount: number;
};

/** A matter as the firm sees it: with its client and the opposing party. */
export type AdminMatter = ClientMatter & {
  clientId: string;
  clientName: string;
  clientEmail: string;
  opposingParty: string | null;
  /** Kept for a claim, an investigation or a court: nothing in it is erased or purged. */
  legalHold: { reason: string; by: string; at: string } | null;
};

export const LEGAL_HOLD_REASON_MAX = 500;
/** PUT /api/admin/matters/:id/legal-hold: why the matter must be kept (the audit log keeps it). */
export const legalHoldSchema = z.object({
  reason: z
    .string({ error: msg('validation:matters.legalHoldReason', { max: LEGAL_HOLD_REASON_MAX }) })
    .trim()
    .min(1, msg('validation:matters.legalHoldReason', { max: LEGAL_HOLD_REASON_MAX }))
    .max(
      LEGAL_HOLD_REASON_MAX,
      msg('validation:matters.legalHoldReason', { max: LEGAL_HOLD_REASON_MAX }),
    ),
});
export type LegalHoldInput = z.input<typeof legalHoldSchema>;

export type MatterList<M> = { matters: M[]; page: number; pageSize: number; total: number };

/** Names that may be a conflict of interest with a new matter's opposing party. */
export type ConflictCheckResult = {
  clients: { id: string; name: string; email: string }[];
  opposingParties: {
    matterId: string;
    matterTitle: string;
    opposingParty: string;
    clientId: string;
    clientName: string;
  }[];
};
