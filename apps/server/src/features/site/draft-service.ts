import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { SiteDraftResponse } from '@lexbridge/shared/schemas/site';
import { missingTranslations } from '@lexbridge/shared/site/missing-translations';
import type { SiteContent } from '@lexbridge/shared/site/schema';
import type { Db, DbOrTx } from '../../db/client';
import { siteAssets, siteDraft, siteVersions } from '../../db/schema/index';
import { badRequest, conflict } from '../../platform/errors';
import { editorOf, type Editor } from './editors';

export const draftChanged = () => conflict(msg('errors:site.draftChanged'), 'SITE_DRAFT_CHANGED');

/** The draft with what the editor shows beside it: missing translations, the live version. */
export async function readDraft(db: DbOrTx): Promise<SiteDraftResponse> {
  const [draft] = await db.select().from(siteDraft).where(eq(siteDraft.id, 1));
  const [live] = await db
    .select({
      version: siteVersions.id,
      publishedAt: siteVersions.publishedAt,
      same: sql<boolean>`${siteVersions.content} = (select ${siteDraft.content} from ${siteDraft} where ${siteDraft.id} = 1)`,
    })
    .from(siteVersions)
    .orderBy(desc(siteVersions.id))
    .limit(1);
  // Both are made at start (seed.ts) before any route serves.
  if (!draft || !live) throw new Error('The site draft or its live version is missing.');
  return {
    revision: draft.revision,
    updatedAt: draft.updatedAt.toISOString(),
    updatedBy: editorOf(draft.updatedById, draft.updatedByName),
    content: draft.content,
    missingTranslations: missingTranslations(draft.content),
    published: { version: live.version, publishedAt: live.publishedAt.toISOString() },
    unpublishedChanges: !live.same,
  };
}

/** The logos and photos the content names. */
export function assetIdsOf(content: SiteContent): string[] {
  const ids = [
    content.identity.logoAssetId,
    content.identity.photoAssetId,
    ...content.team.map((member) => member.photoAssetId),
  ];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** Refuses content that names an image nobody uploaded. */
async function checkAssets(tx: DbOrTx, content: SiteContent) {
  const ids = assetIdsOf(content);
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: siteAssets.id })
    .from(siteAssets)
    .where(inArray(siteAssets.id, ids));
  if (found.length !== ids.length)
    throw badRequest(msg('errors:site.assetMissing'), 'SITE_ASSET_MISSING');
}

/**
 * Saves the whole content as the draft, if the draft is still the revision the editor started
 * from (else 409: someone saved meanwhile, and their changes must not vanish unseen).
 */
/** The draft's new content, by whom and when: every write takes the next revision. */
export const draftWrite = (content: SiteContent, editor: Editor) => ({
  content,
  revision: sql`${siteDraft.revision} + 1`,
  updatedAt: sql`now()`,
  updatedById: editor.id,
  updatedByName: editor.name,
});

export function saveDraft(
  db: Db,
  content: SiteContent,
  basedOn: number,
  editor: Editor,
): Promise<SiteDraftResponse> {
  return db.transaction(async (tx) => {
    // The draft's row first: a publish holding it may be deleting images nothing named, and this
    // save must see which ones are gone before it names them.
    await tx.select({ id: siteDraft.id }).from(siteDraft).where(eq(siteDraft.id, 1)).for('update');
    await checkAssets(tx, content);
    const saved = await tx
      .update(siteDraft)
      .set(draftWrite(content, editor))
      .where(and(eq(siteDraft.id, 1), eq(siteDraft.revision, basedOn)))
      .returning({ id: siteDraft.id });
    if (saved.length === 0) throw draftChanged();
    return readDraft(tx);
  });
}
