import { desc, eq, sql } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { SiteDraftResponse } from '@lexbridge/shared/schemas/site';
import { siteContentSchema, type SiteContent } from '@lexbridge/shared/site/schema';
import type { Db, DbOrTx } from '../../db/client';
import { siteDraft, siteVersions } from '../../db/schema/index';
import { conflict, notFound } from '../../platform/errors';
import { notifySql } from '../../platform/realtime/bus';
import { recordAudit } from '../security';
import { dropUnusedAssets } from './assets-service';
import { draftChanged, draftWrite, readDraft } from './draft-service';
import type { Editor } from './editors';
import type { PublishedSite } from './live-version';
import { keepPreviousSlugs } from './previous-slugs';
import { SITE_PUBLISHED_TOPIC } from './topics';

/** How many published versions are kept (the live one included). */
export const KEPT_VERSIONS = 20;

/** `unusedFiles`: the files of images nothing names any more, to delete once committed. */
export type PublishOutcome = {
  draft: SiteDraftResponse;
  published: PublishedSite | null;
  unusedFiles: string[];
};

/** Locks the draft for this transaction, after checking it is the revision the editor saw. */
async function lockDraft(tx: DbOrTx, basedOn: number) {
  const [draft] = await tx.select().from(siteDraft).where(eq(siteDraft.id, 1)).for('update');
  if (!draft || draft.revision !== basedOn) throw draftChanged();
  return draft;
}

async function liveContent(tx: DbOrTx): Promise<SiteContent | null> {
  const [live] = await tx
    .select({ content: siteVersions.content })
    .from(siteVersions)
    .orderBy(desc(siteVersions.id))
    .limit(1);
  const parsed = siteContentSchema.safeParse(live?.content);
  return parsed.success ? parsed.data : null;
}

/**
 * The draft as it goes live: practice areas that changed their slug keep the old ones as
 * previous slugs (see keepPreviousSlugs). The draft takes them too, so the editor sees them and
 * the next publish does not drop them.
 */
async function withPreviousSlugs(tx: DbOrTx, draft: SiteContent, editor: Editor) {
  const content = keepPreviousSlugs(await liveContent(tx), draft);
  if (JSON.stringify(content) === JSON.stringify(draft)) return draft;
  await tx.update(siteDraft).set(draftWrite(content, editor)).where(eq(siteDraft.id, 1));
  return content;
}

async function liveContentEquals(tx: DbOrTx, content: SiteContent) {
  const [live] = await tx
    .select({ same: sql<boolean>`${siteVersions.content} = ${JSON.stringify(content)}::jsonb` })
    .from(siteVersions)
    .orderBy(desc(siteVersions.id))
    .limit(1);
  return live?.same === true;
}

/**
 * Makes `content` the live version: a new numbered version, the oldest beyond the kept 20
 * removed, the audit entry, and a notice every instance hears when (and only if) it commits.
 */
async function publishVersion(
  tx: DbOrTx,
  content: SiteContent,
  editor: Editor,
  restoredFrom: number | null,
): Promise<PublishedSite> {
  const [row] = await tx
    .insert(siteVersions)
    .values({ content, publishedById: editor.id, publishedByName: editor.name, restoredFrom })
    .returning({ version: siteVersions.id, publishedAt: siteVersions.publishedAt });
  const version = row!.version;
  await tx.execute(sql`delete from ${siteVersions} where ${siteVersions.id} not in
    (select ${siteVersions.id} from ${siteVersions} order by ${siteVersions.id} desc limit ${KEPT_VERSIONS})`);
  await recordAudit(tx, {
    actorId: editor.id,
    actorName: editor.name,
    action: restoredFrom === null ? 'site.publish' : 'site.restore',
    subjectType: 'site_version',
    subjectId: String(version),
    details: restoredFrom === null ? { version } : { version, restoredFrom },
  });
  await tx.execute(
    sql`select ${notifySql(SITE_PUBLISHED_TOPIC, sql`json_build_object('version', ${version}::int)`)}`,
  );
  return { version, publishedAt: row!.publishedAt, content };
}

/**
 * Publishes the draft the editor saw (revision `basedOn`), in one transaction. A draft equal to
 * the live version publishes nothing (no empty version pushes an older one out of the 20).
 */
export function publishDraft(db: Db, basedOn: number, editor: Editor): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    const draft = await lockDraft(tx, basedOn);
    const parsed = siteContentSchema.safeParse(draft.content);
    if (!parsed.success) throw conflict(msg('errors:site.draftInvalid'), 'SITE_DRAFT_INVALID');
    const content = await withPreviousSlugs(tx, parsed.data, editor);
    const published = (await liveContentEquals(tx, content))
      ? null
      : await publishVersion(tx, content, editor, null);
    const unusedFiles = published ? await dropUnusedAssets(tx) : [];
    return { draft: await readDraft(tx), published, unusedFiles };
  });
}

/**
 * Puts back version `id`: its content becomes the draft and, as a new version, the live site (or
 * just the draft, when it is the live content already). One transaction; audited.
 */
export function restoreVersion(
  db: Db,
  id: number,
  basedOn: number,
  editor: Editor,
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    await lockDraft(tx, basedOn);
    const [version] = await tx
      .select({ content: siteVersions.content })
      .from(siteVersions)
      .where(eq(siteVersions.id, id));
    if (!version) throw notFound(msg('errors:site.versionNotFound'));
    const parsed = siteContentSchema.safeParse(version.content);
    if (!parsed.success)
      throw conflict(msg('errors:site.versionOutdated'), 'SITE_VERSION_OUTDATED');
    await tx.update(siteDraft).set(draftWrite(parsed.data, editor)).where(eq(siteDraft.id, 1));
    const published = (await liveContentEquals(tx, parsed.data))
      ? null
      : await publishVersion(tx, parsed.data, editor, id);
    const unusedFiles = published ? await dropUnusedAssets(tx) : [];
    return { draft: await readDraft(tx), published, unusedFiles };
  });
}
