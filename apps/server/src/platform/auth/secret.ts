import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/index';
import { AuthSecretError, readSecretFile, writeSecretFile } from './secret-file';

export { AuthSecretError };

/** Where earlier versions kept a generated secret: moved out at start, never read after. */
const STORED_KEY = 'auth_secret';
export const AUTH_SECRET_FILE = 'auth.secret';

type Options = {
  configured?: string;
  dataDir: string;
  databaseKind: 'pglite' | 'postgres';
  log: FastifyBaseLogger;
};

/**
 * The key that signs session cookies and visitor tokens and encrypts the authenticators' secrets.
 * It is never kept in the database, so a copy of the database cannot forge a cookie: AUTH_SECRET,
 * or else `$DATA_DIR/auth.secret` (mode 0600, beside encryption.key). A secret an earlier version
 * kept in app_settings is moved into that file (written first, then the row deleted: a crash in
 * between loses nothing), so today's sessions and authenticators keep working. On the embedded
 * database the file is generated on first start; a PostgreSQL server may serve several instances,
 * which must share one secret, so there AUTH_SECRET is required unless the file holds one.
 */
export async function resolveAuthSecret(db: Db, options: Options): Promise<string> {
  const stored = await storedSecret(db);
  if (options.configured) {
    // The environment's has always won: a stored one is unused, and must not stay in the data.
    if (stored) await forgetStored(db, options.log, 'AUTH_SECRET is set');
    return options.configured;
  }
  const fromFile = readSecretFile(options.dataDir, AUTH_SECRET_FILE);
  if (fromFile) {
    if (stored) await forgetStored(db, options.log, `${AUTH_SECRET_FILE} holds the secret`);
    return fromFile;
  }
  if (stored) {
    const file = writeSecretFile(options.dataDir, AUTH_SECRET_FILE, stored);
    await forgetStored(db, options.log, `it was moved to ${file}`);
    if (options.databaseKind === 'postgres')
      options.log.warn(
        `Set AUTH_SECRET to the content of ${file} on every instance: each must use the same one.`,
      );
    return stored;
  }
  if (options.databaseKind === 'postgres')
    throw new AuthSecretError(
      'AUTH_SECRET is required with DATABASE_URL (the same value on every instance; try: openssl rand -base64 32).',
    );
  const generated = randomBytes(32).toString('base64url');
  writeSecretFile(options.dataDir, AUTH_SECRET_FILE, generated);
  return generated;
}

async function storedSecret(db: Db) {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, STORED_KEY));
  return row?.value ?? null;
}

async function forgetStored(db: Db, log: FastifyBaseLogger, why: string) {
  await db.delete(appSettings).where(eq(appSettings.key, STORED_KEY));
  log.info(`The auth secret kept in the database was deleted from it (${why}).`);
}
