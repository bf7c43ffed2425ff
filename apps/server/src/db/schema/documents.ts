import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { documentAccessLevels } from '@lexbridge/shared/schemas/documents';
import { users } from './auth';
import { matters } from './matters';
import { inList } from './in-list';
import { foldedColumnSql } from '../text-fold';

/**
 * A document on a matter: its name (the uploaded file's, sanitised) and who may see it. The bytes
 * are in its versions; uploading the same name again to the same matter and access level adds one.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matterId: uuid('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /**
     * The name as versions are matched: Unicode lower case (in JavaScript, since the database's
     * lower() may fold ASCII only), so 'Lease.PDF' and 'lease.pdf' are one document.
     */
    nameKey: text('name_key').notNull(),
    /** The name folded for searching (platform/text-fold), kept by the database. */
    nameFolded: text('name_folded').generatedAlwaysAs(foldedColumnSql('name')),
    accessLevel: text('access_level', { enum: documentAccessLevels }).notNull().default('shared'),
    /**
     * Whose document it is: the firm's (uploaded by an administrator) or the client's. Versions
     * are added only by the same side, so a client's file of the same name never becomes the
     * current version of the firm's document (nor the other way round): it is a document of its
     * own beside it.
     */
    uploadedByFirm: boolean('uploaded_by_firm').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the newest version arrived. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The newest version's MIME type, kept with `updatedAt` by each upload: the type filter reads
     * it off an index here instead of finding every document's newest version (migration 0019).
     */
    mimeType: text('mime_type').notNull(),
  },
  (table) => [
    uniqueIndex('documents_matter_level_name_idx').on(
      table.matterId,
      table.accessLevel,
      table.uploadedByFirm,
      table.nameKey,
    ),
    // The lists' order (newest activity, then id), so a page is read off the index unsorted.
    index('documents_updated_idx').on(table.updatedAt, table.id),
    // The type filter (a prefix of the MIME type: text_pattern_ops answers LIKE 'prefix%' in any
    // collation), then the lists' order.
    index('documents_type_updated_idx').on(
      table.mimeType.op('text_pattern_ops'),
      table.updatedAt,
      table.id,
    ),
    check(
      'documents_access_level_check',
      sql`${table.accessLevel} in (${inList(documentAccessLevels)})`,
    ),
  ],
);

/** One uploaded file of a document. The storage key is the server's; nothing of the name is in it. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sizeBytes: integer('size_bytes').notNull(),
    mimeType: text('mime_type').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was at upload time, so the record survives the account. */
    uploadedByName: text('uploaded_by_name').notNull(),
    /** Whether the uploader was the firm (an administrator) or the client. */
    uploadedByFirm: boolean('uploaded_by_firm').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('document_versions_document_version_idx').on(table.documentId, table.version),
  ],
);

/** Every download of a document version: who, when, what. */
export const documentAccessLog = pgTable(
  'document_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'restrict' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    action: text('action', { enum: ['download'] })
      .notNull()
      .default('download'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_access_log_document_idx').on(table.documentId, table.createdAt)],
);

/**
 * When a notification was last mailed for a key (e.g. one matter's new documents, to its client),
 * so that a burst of events sends one mail: claiming the key is a single conditional upsert, safe
 * across instances.
 */
export const mailThrottle = pgTable('mail_throttle', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
