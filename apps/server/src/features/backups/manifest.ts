import { createHash } from 'node:crypto';
import { z } from 'zod';

/** What identifies a Lexbridge backup, and the layout version this code writes and reads. */
export const BACKUP_FORMAT = 'lexbridge-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const fingerprint = z
  .string()
  .regex(/^[0-9a-f]{16}$/)
  .nullable();

/** One part of the archive: its name in the archive, its size and its SHA-256. */
const partSchema = z.object({
  name: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: sha256Hex,
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The newest migration applied when the snapshot was taken (its folder time, as drizzle keeps it). */
    lastMigration: z.object({ name: z.string(), createdAt: z.number().int() }),
  }),
  /** In the order they restore in: a table comes after every table it refers to. */
  tables: z.array(partSchema.extend({ table: z.string().min(1), rows: z.number().int().min(0) })),
  files: z.array(partSchema.extend({ key: z.string().min(1) })),
  /** Which keys the data needs (fingerprints, never the keys): null when there was none. */
  encryptionKeyFingerprint: fingerprint,
  authSecretFingerprint: fingerprint,
});
export type Manifest = z.infer<typeof manifestSchema>;
export type TablePart = Manifest['tables'][number];
export type FilePart = Manifest['files'][number];

/**
 * A short, one-way name for a key or secret: enough to tell two keys apart, useless for finding
 * the key (the encryption key is 32 random bytes; the auth secret at least 32 characters).
 */
export function fingerprintOf(purpose: 'encryption-key' | 'auth-secret', secret: Buffer | string) {
  return createHash('sha256')
    .update(`lexbridge ${purpose} fingerprint\0`)
    .update(secret)
    .digest('hex')
    .slice(0, 16);
}

export const tablePartName = (table: string) => `database/${table}.jsonl`;
export const filePartName = (key: string) => `files/${key}`;
