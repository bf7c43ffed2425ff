import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/index';

const KEY = 'auth_secret';

/**
 * The key that signs session cookies. AUTH_SECRET wins; otherwise one is generated on first start
 * and kept in the database, so restarts and every instance on the same database share it.
 */
export async function resolveAuthSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  return row!.value;
}
