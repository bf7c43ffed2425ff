import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { adminExists, createAdminAccount, findUserByEmail, isAdmin } from './admin-accounts';
import { issueSetupToken } from './setup-tokens';

/**
 * At start: creates the ADMIN_EMAIL administrator if it is missing (never touching an existing
 * account's password), and while there is still no administrator prints a one-time setup link.
 */
export async function bootstrapAdmin({
  db,
  config,
  log,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}) {
  if (config.adminEmail && config.adminPassword) {
    const existing = await findUserByEmail(db, config.adminEmail);
    if (!existing) {
      await createAdminAccount(db, { email: config.adminEmail, password: config.adminPassword });
      log.info({ email: config.adminEmail }, 'created the administrator from ADMIN_EMAIL');
    } else if (!(await isAdmin(db, existing.id))) {
      log.warn(
        { email: config.adminEmail },
        'ADMIN_EMAIL belongs to an existing account that is not an administrator; it was left unchanged. ' +
          'Run `npm run admin -- grant --email <address>` to make it one.',
      );
    }
  }
  if (await adminExists(db)) return;
  const token = await issueSetupToken(db);
  log.warn(
    `No administrator exists yet. Create the first one within 24 hours at ${config.publicUrl}/setup?token=${token} ` +
      '(or set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin -- create --email <address>`).',
  );
}
