import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { SiteAssetResponse } from '@lexbridge/shared/schemas/site';
import { siteAssetPath } from '@lexbridge/shared/site/localize';
import type { Db, DbOrTx } from '../../db/client';
import type { FastifyBaseLogger } from 'fastify';
import { siteAssets, siteDraft, siteVersions } from '../../db/schema/index';
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

/**
 * An upload stays this long even when nothing names it yet: the editor that uploaded it may save
 * its draft later (a save naming an image gone by then is refused, with a message saying so).
 */
const UNSAVED_UPLOAD_GRACE = sql`interval '1 day'`;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Removes the rows of images neither the draft nor any kept version names (a photo of someone who
 * left the team, a replaced logo: nothing can show or restore them any more), in the publish's
 * transaction; their files' storage keys, for `removeAssetFiles` once it has committed.
 */
export async function dropUnusedAssets(tx: DbOrTx): Promise<string[]> {
  const contents = [
    ...(await tx.select({ content: siteDraft.content }).from(siteDraft)),
    ...(await tx.select({ content: siteVersions.content }).from(siteVersions)),
  ];
  // Every id anywhere in the content, read from its text: a version saved under an older shape of
  // the content names its images in places the current shape may not have.
  const named = [
    ...new Set(contents.flatMap(({ content }) => JSON.stringify(content).match(UUID) ?? [])),
  ];
  const unused = await tx
    .delete(siteAssets)
    .where(
      and(
        lt(siteAssets.createdAt, sql`now() - ${UNSAVED_UPLOAD_GRACE}`),
        named.length > 0 ? notInArray(siteAssets.id, named) : undefined,
      ),
    )
    .returning({ key: siteAssets.storageKey });
  return unused.map(({ key }) => key);
}

/** Deletes the files of dropped images; one that cannot be deleted is logged and left. */
export async function removeAssetFiles(
  storage: FileStorage,
  keys: string[],
  log: FastifyBaseLogger,
) {
  for (const key of keys)
    await storage.remove(key).catch((error: unknown) => {
      log.error({ err: error, key }, 'could not delete an unused site image’s file');
    });
}
