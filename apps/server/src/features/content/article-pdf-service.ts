import { eq } from 'drizzle-orm';
import type { AdminArticle } from '@lexbridge/shared/schemas/articles';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/articles';
import { badRequest, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/storage';
import { recordAudit, type AuditActor } from '../security';
import { toAdminArticle } from './articles-mapping';
import { msg } from '@lexbridge/shared/i18n/message';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** A publication must really be a PDF: the type is judged by content, not by the name or the declared MIME type. */
export function looksLikePdf(data: Buffer): boolean {
  return data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/** A safe download name: the uploaded name's base, plain characters only, ending in .pdf. */
export function cleanPdfFileName(uploaded: string | undefined, fallback: string): string {
  const base = (uploaded ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.pdf$/i, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return `${stem || fallback}.pdf`;
}

/** Attaches (or replaces) an article's publication PDF. The old file is removed afterwards. */
export async function attachArticlePdf(
  db: Db,
  storage: FileStorage,
  id: string,
  upload: { data: Buffer; fileName?: string },
): Promise<AdminArticle> {
  if (upload.data.length === 0) throw badRequest(msg('errors:articles.emptyFile'), 'EMPTY_FILE');
  if (!looksLikePdf(upload.data)) {
    throw badRequest(msg('errors:articles.notPdf'), 'NOT_A_PDF');
  }
  const [current] = await db
    .select({ slug: articles.slug, key: articles.pdfStorageKey })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  if (!current) throw notFound(msg('errors:articles.deleted'));

  const key = await storage.put('publications', upload.data);
  let row;
  try {
    [row] = await db
      .update(articles)
      .set({
        pdfStorageKey: key,
        pdfFileName: cleanPdfFileName(upload.fileName, current.slug),
        pdfSizeBytes: upload.data.length,
        pdfUploadedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(articles.id, id))
      .returning();
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (!row) {
    await storage.remove(key); // deleted meanwhile
    throw notFound(msg('errors:articles.deleted'));
  }
  if (current.key && current.key !== key) await storage.remove(current.key);
  return toAdminArticle(row);
}

/**
 * Removes an article's publication file: the row and its audit entry in one transaction (who
 * removed which article's file), then the file itself. An article without a file is left as it
 * is, with no entry: nothing was deleted.
 */
export async function removeArticlePdf(
  db: Db,
  storage: FileStorage,
  id: string,
  actor: AuditActor,
): Promise<void> {
  const key = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        title: articles.title,
        slug: articles.slug,
        key: articles.pdfStorageKey,
        fileName: articles.pdfFileName,
      })
      .from(articles)
      .where(eq(articles.id, id))
      .for('update');
    if (!current) throw notFound(msg('errors:articles.deleted'));
    if (!current.key) return null;
    await tx
      .update(articles)
      .set({
        pdfStorageKey: null,
        pdfFileName: null,
        pdfSizeBytes: null,
        pdfUploadedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(articles.id, id));
    await recordAudit(tx, {
      ...actor,
      action: 'article.pdf_delete',
      subjectType: 'article',
      subjectId: id,
      details: { title: current.title, slug: current.slug, fileName: current.fileName },
    });
    return current.key;
  });
  if (key) await storage.remove(key);
}
