/**
 * The firm's editable site: its content (packages/shared/src/site), stored as a draft and as
 * published versions, held in each instance's memory and refreshed on publish through the
 * realtime bus. This file is the feature's one public module: other features and the app import
 * only what it exports; every other file in the folder is private.
 *
 * For other features, synchronous and never waiting on the database:
 * - `publishedSite(app)`: the live version, `{ version, publishedAt, content }`, with every text
 *   in both languages and hidden or inactive items included (a booking's price, an invoice's
 *   VAT number, a hidden practice area a matter keeps).
 * - `siteFor(app, language)`: the live version's public view in one language (`LocalizedSite`:
 *   hidden items left out, untranslated texts in the other language marked with `lang`).
 * - `firmName(app, language)`: the firm's published name.
 *
 * Asynchronous (the first time only: the image is kept):
 * - `firmLogo(app)`: the published logo as PNG, JPEG or WebP (an SVG drawn as a PNG), or null.
 * - `draftPreview(app, language)`: the same view of the unpublished draft (admins' previews only).
 */
import type { FastifyInstance } from 'fastify';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { localizeSite, type LocalizedSite } from '@lexbridge/shared/site/localize';
import type { PublishedSite } from './live-version';
import { readDraft } from './draft-service';
import { rasterAsset, type RasterAsset } from './raster-asset';

export { siteRoutes } from './routes';
export { siteAdminRoutes } from './admin-routes';
export { loadSite } from './load';
export { sitePolicy } from './policy';
export type { PublishedSite } from './live-version';

export const publishedSite = (app: FastifyInstance): PublishedSite => app.site.published();

export const siteFor = (app: FastifyInstance, language: Language): LocalizedSite =>
  app.site.siteFor(language);

/** The firm's published name in `language` (the other language's when it has none in it). */
export const firmName = (app: FastifyInstance, language: Language): string =>
  app.site.siteFor(language).identity.name.text;

/** The firm's published logo as a raster image (invoice PDFs), or null when it has none. */
export const firmLogo = async (app: FastifyInstance): Promise<RasterAsset | null> => {
  const id = app.site.published().content.identity.logoAssetId;
  return id ? rasterAsset(app.deps.db, app.deps.storage, id) : null;
};

/**
 * The draft's public view in one language, read from the database (an admin's `?preview=draft`
 * of a public page; the caller checks `sitePolicy.manage` first: the draft is never public).
 */
export const draftPreview = async (
  app: FastifyInstance,
  language: Language,
): Promise<LocalizedSite> => localizeSite((await readDraft(app.deps.db)).content, language);
