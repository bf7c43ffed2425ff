import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SiteContent } from '@lexbridge/shared/site/schema';
import { users } from './auth';
import { inList } from './in-list';

/**
 * The firm's editable site (Admin -> Site): one draft, exactly one row (id 1), that administrators
 * save over and over. `revision` counts the saves: a save names the revision it started from and
 * is refused when another landed meanwhile. Made, with the first published version, by the site
 * feature's seed at start (not by the migration), from KC Law's content.
 */
export const siteDraft = pgTable(
  'site_draft',
  {
    id: integer('id').primaryKey().default(1),
    content: jsonb('content').$type<SiteContent>().notNull(),
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedById: text('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who saved last, as named then (kept if the account goes); null: the installation's seed. */
    updatedByName: text('updated_by_name'),
  },
  () => [check('site_draft_one_row', sql.raw(`"id" = 1`))],
);

/**
 * Published versions of the site, numbered in order: the highest is what the public sees. A
 * publish copies the draft here; a restore copies an older version's content to a new version
 * (and to the draft). Only the newest 20 are kept.
 */
export const siteVersions = pgTable('site_versions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  content: jsonb('content').$type<SiteContent>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedById: text('published_by_id').references(() => users.id, { onDelete: 'set null' }),
  /** Who published, as named then; null: the seed a new installation starts with. */
  publishedByName: text('published_by_name'),
  /** The version this one restored (no reference: that version may since have been pruned). */
  restoredFrom: integer('restored_from'),
});

export const siteAssetTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

/**
 * Logos and photos uploaded for the site, served to anyone at /api/site/assets/:id (the id is
 * unguessable, the bytes never change under it). The file is in the file storage.
 */
export const siteAssets = pgTable(
  'site_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type', { enum: siteAssetTypes }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedById: text('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('site_assets_type_check', sql`${table.mimeType} in (${inList(siteAssetTypes)})`),
  ],
);
