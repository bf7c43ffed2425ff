import { sql } from 'drizzle-orm';
import { AdvisoryLock } from '../../db/advisory-locks';
import type { ServiceDeps } from '../../platform/deps';
import { adminExists, findUserByEmail, insertAdminAccount, isAdmin } from './admin-accounts';
import { issueSetupToken } from './setup-tokens';

/**
 * At start: creates the ADMIN_EMAIL administrator if it is missing, named ADMIN_NAME when that is
 * set (never touching an existing account's password or name), and while there is still no
 * administrator prints a one-time setup link, which it returns (null once an administrator exists).
 */
export async function bootstrapAdmin({
  db,
  config,
  log,
}: Pick<ServiceDeps, 'db' | 'config' | 'log'>): Promise<string | null> {
  const { adminEmail, adminPassword, adminName } = config;
  if (adminEmail && adminPassword) {
    // Instances starting together on one database take turns: the first creates the account,
    // the others find it (without the lock, both would insert it and one would fail to start).
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${AdvisoryLock.adminBootstrap})`);
      const existing = await findUserByEmail(tx, adminEmail);
      if (!existing) {
        const account = { email: adminEmail, password: adminPassword, name: adminName };
        await insertAdminAccount(tx, account);
        log.info({ email: adminEmail }, 'created the administrator from ADMIN_EMAIL');
      } else if (!(await isAdmin(tx, existing.id))) {
        log.warn(
          { email: adminEmail },
          'ADMIN_EMAIL belongs to an existing account that is not an administrator; it was left unchanged. ' +
            'Run `npm run admin -- grant --email <address>` to make it one.',
        );
      }
    });
  }
  if (await adminExists(db)) return null;
  const link = `${config.publicUrl}/setup?token=${await issueSetupToken(db)}`;
  log.warn(
    `No administrator exists yet. Create the first one within 24 hours at ${link} ` +
      '(or set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin -- create --email <address> --name <name>`).',
  );
  return link;
}
