import { msg } from '../i18n/message';
import { languages } from '../i18n/languages';
import type { LocalizedSite } from '../site/localize';
import type { MissingTranslation } from '../site/missing-translations';
import { siteContentSchema, type SiteContent } from '../site/schema';
import { z } from '../zod';

/**
 * The contracts of the site feature's routes (server: apps/server/src/features/site). The content
 * itself is `siteContentSchema` (site/schema.ts); its public view is `LocalizedSite`.
 */

/** GET /api/site?language=en|el: without it, the request's language. */
export const siteLanguageQuerySchema = z.object({
  language: z.enum(languages, { error: msg('validation:language.invalid') }).optional(),
});

/**
 * Which draft the admin's form was showing (`revision` of GET /api/admin/site/draft). A save,
 * publish or restore based on an older revision is refused with 409 SITE_DRAFT_CHANGED, so two
 * administrators never overwrite each other's changes unseen.
 */
const basedOn = z
  .int({ error: msg('validation:site.revision') })
  .min(0, msg('validation:site.revision'))
  .max(2_147_483_647, msg('validation:site.revision'));

/** PUT /api/admin/site/draft: the whole content. */
export const saveSiteDraftSchema = z.object({ basedOn, content: siteContentSchema });
export type SaveSiteDraftInput = z.input<typeof saveSiteDraftSchema>;

/** POST /api/admin/site/publish and POST /api/admin/site/versions/:id/restore. */
export const siteRevisionSchema = z.object({ basedOn });

/** :id of a published version. */
export const siteVersionParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, msg('validation:site.versionInvalid'))
    .transform(Number),
});

/** An administrator as the site's history names them; null: the installation's own seed. */
export type SiteEditor = { id: string | null; name: string } | null;

export type SiteVersionSummary = {
  /** Versions are numbered 1, 2, 3 ... in the order published; the highest is the live site. */
  id: number;
  publishedAt: string;
  publishedBy: SiteEditor;
  /** The version whose content this one put back, when it was a restore. */
  restoredFrom: number | null;
  /** Whether this is the version the public site shows now. */
  current: boolean;
};

/** GET, PUT /api/admin/site/draft, and the answer of publish and restore. */
export type SiteDraftResponse = {
  revision: number;
  updatedAt: string;
  updatedBy: SiteEditor;
  content: SiteContent;
  missingTranslations: MissingTranslation[];
  /** The live version. */
  published: { version: number; publishedAt: string };
  /** Whether the draft differs from the live version. */
  unpublishedChanges: boolean;
};

/** GET /api/admin/site/versions: the kept versions (at most 20), newest first. */
export type SiteVersionsResponse = { versions: SiteVersionSummary[] };
/** GET /api/admin/site/versions/:id. */
export type SiteVersionResponse = SiteVersionSummary & { content: SiteContent };

/** GET /api/site: the live version in one language. */
export type PublicSiteResponse = { version: number; publishedAt: string; site: LocalizedSite };
/** GET /api/admin/site/preview: the draft as the public pages would show it, for administrators. */
export type SitePreviewResponse = { revision: number; site: LocalizedSite };

/** POST /api/admin/site/assets (201). */
export type SiteAssetResponse = { id: string; url: string; mimeType: string; sizeBytes: number };
