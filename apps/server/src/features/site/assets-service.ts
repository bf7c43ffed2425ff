import { eq } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { SiteAssetResponse } from '@lexbridge/shared/schemas/site';
import { siteAssetPath } from '@lexbridge/shared/site/localize';
import type { Db } from '../../db/client';
import { siteAssets } from '../../db/schema/index';
import { badRequest, HttpError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/storage';
import { siteAssetType } from './asset-type';
import type { Editor } from './editors';

/** A logo or photo is at most 5 MB: enough for a portrait, small enough for a page. */
export const SITE_ASSET_MAX_BYTES = 5 * 1024 * 1024;
const STORAGE_AREA = 'site-assets';

export const assetTooLarge = () =>
  new HttpError(413, 'FILE_TOO_LARGE', msg('errors:site.assetTooLarge', { megabytes: 5 }));

/**
 * Stores an uploaded logo or photo once its bytes show it is a PNG, JPEG, WebP or a safe SVG
 * (else 415 with the reason). The file goes to the file storage first and its row after; a row
 * that fails to insert takes its file with it.
 */
export async function addSiteAsset(
  db: Db,
  storage: FileStorage,
  data: Buffer,
  editor: Editor,
): Promise<SiteAssetResponse> {
  if (data.length === 0) throw badRequest(msg('errors:site.assetEmpty'), 'EMPTY_FILE');
  if (data.length > SITE_ASSET_MAX_BYTES) throw assetTooLarge();
  const judged = await siteAssetType(data);
  if ('refused' in judged)
    throw new HttpError(415, 'FILE_TYPE_NOT_ALLOWED', msg(`errors:site.${judged.refused}`));
  const key = await storage.put(STORAGE_AREA, data);
  let row;
  try {
    [row] = await db
      .insert(siteAssets)
      .values({
        storageKey: key,
        mimeType: judged.type,
        sizeBytes: data.length,
        uploadedById: editor.id,
      })
      .returning({ id: siteAssets.id });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  const id = row!.id;
  return { id, url: siteAssetPath(id), mimeType: judged.type, sizeBytes: data.length };
}

/** The stored file of an asset, or null when there is no such asset. */
export async function findSiteAsset(db: Db, id: string) {
  const [row] = await db
    .select({ key: siteAssets.storageKey, mimeType: siteAssets.mimeType })
    .from(siteAssets)
    .where(eq(siteAssets.id, id));
  return row ?? null;
}
