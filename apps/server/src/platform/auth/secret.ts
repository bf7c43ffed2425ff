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
 * or else `$DATA_DIR/auth.secret` (mode 0600, beside encryption.key). On the embedded database a
 * secret an earlier version kept in app_settings is moved into that file (written and flushed
 * first, then the row deleted: a crash in between loses nothing), and the file is generated on
 * first start. A PostgreSQL server may serve several instances whose DATA_DIR may not outlive a
 * restart: there the stored row is the only copy of the secret every session and authenticator
 * depends on, so it is deleted only once AUTH_SECRET is set; until then the server does not start.
 */
export async function resolveAuthSecret(db: Db, options: Options): Promise<string> {
  const stored = await storedSecret(db);
  if (options.configured) {
    // The environment's has always won: a stored one is unused, and must not stay in the data.
    if (stored && stored !== options.configured)
      options.log.warn(
        'AUTH_SECRET differs from the secret kept in the database; AUTH_SECRET wins.',
      );
    if (stored) await forgetStored(db, options.log, 'AUTH_SECRET is set');
    return options.configured;
  }
  if (stored && options.databaseKind === 'postgres')
    throw new AuthSecretError(
      'An earlier version kept the auth secret in the database. Set AUTH_SECRET to it on every ' +
        "instance (read it with: SELECT value FROM app_settings WHERE key = 'auth_secret';) and " +
        'start again: the row is then deleted. Another value signs everyone out and makes ' +
        'two-factor authenticators unreadable.',
    );
  const fromFile = readSecretFile(options.dataDir, AUTH_SECRET_FILE);
  if (fromFile) {
    if (stored) await forgetStored(db, options.log, `${AUTH_SECRET_FILE} holds the secret`);
    return fromFile;
  }
  if (stored) {
    const file = writeSecretFile(options.dataDir, AUTH_SECRET_FILE, stored);
    await forgetStored(db, options.log, `it was moved to ${file}`);
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
