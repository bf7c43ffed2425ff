import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { languageCheck, languageColumn } from './language';

/** News articles and legal publications; `pdf_*` describe an optional attached publication file. */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    featured: boolean('featured').notNull().default(false),
    slug: text('slug').notNull(),
    published: boolean('published').notNull().default(false),
    /** Set on the first publish and kept through unpublish/republish (the article's date). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorName: text('author_name').notNull(),
    /** The language the article is written in (lists in Greek show Greek articles first). */
    language: languageColumn(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Key of the file in the storage platform (server-generated, never the uploaded name). */
    pdfStorageKey: text('pdf_storage_key'),
    /** The uploaded file's name, cleaned, offered as the download name. */
    pdfFileName: text('pdf_file_name'),
    pdfSizeBytes: bigint('pdf_size_bytes', { mode: 'number' }),
    pdfUploadedAt: timestamp('pdf_uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('articles_slug_unique').on(table.slug),
    index('articles_published_idx').on(table.published, table.publishedAt),
    languageCheck('articles', table.language),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
