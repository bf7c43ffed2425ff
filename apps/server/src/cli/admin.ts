import { parseArgs } from 'node:util';
import { emailSchema, newPasswordSchema } from '@lexbridge/shared/schemas/auth';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { adoptLegacyDataDir } from '../db/legacy-data-dir';
import { PRIVATE_UMASK } from '../db/data-dir-privacy';
import { createAdminAccount, findUserByEmail, grantAdmin, isAdmin } from '../features/auth';
import { grantRefusal } from '../features/administrators';
import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import { translateMessage, translator } from '../platform/i18n/translator';
import { readPassword } from './read-password';

/** Shared schemas speak in `msg()` keys; the operator reads them in the default language. */
const say = (text: string) => translateMessage(translator(defaultLanguage), text);

const usage = `Usage:
  npm run admin -- create --email <address>   create an administrator (password from ADMIN_PASSWORD or stdin)
  npm run admin -- grant --email <address>    make an existing account an administrator`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' } },
  });
  const command = positionals[0];
  const email = emailSchema.safeParse(values.email ?? '');
  if ((command !== 'create' && command !== 'grant') || !email.success) {
    throw new Error(
      email.success ? usage : `${say(email.error.issues[0]?.message ?? '')}\n\n${usage}`,
    );
  }

  // Here ADMIN_PASSWORD goes with --email, not with ADMIN_EMAIL as it does at server start.
  const { ADMIN_PASSWORD: passwordFromEnv, ...env } = process.env;
  const config = loadConfig(env);
  process.umask(PRIVATE_UMASK); // what it creates in DATA_DIR stays private, as the server's does
  const moved = adoptLegacyDataDir(config); // as the server would, so both use the same data
  if (moved) console.log(moved);
  const database = await openDatabase(config);
  try {
    const existing = await findUserByEmail(database.db, email.data);
    if (command === 'grant') {
      // The server's operator is held to the rule the admin area keeps: an account whose owner
      // never proved the address (its password may be a stranger's) is no administrator.
      const refusal = existing && grantRefusal(existing);
      if (refusal) throw new Error(say(refusal.text));
      await grantAdmin(database.db, email.data);
      return console.log(`${email.data} is now an administrator. Their password was not changed.`);
    }
    if (existing) {
      const admin = await isAdmin(database.db, existing.id);
      throw new Error(
        admin
          ? `${email.data} is already an administrator. Its password was left unchanged.`
          : `An account with ${email.data} already exists. Run \`npm run admin -- grant --email ${email.data}\` to make it an administrator.`,
      );
    }
    const password = newPasswordSchema.safeParse(passwordFromEnv || (await readPassword()));
    if (!password.success) throw new Error(say(password.error.issues[0]!.message));
    await createAdminAccount(database.db, { email: email.data, password: password.data });
    console.log(
      `Administrator ${email.data} created. Sign in at ${config.publicUrl}/auth?admin=true`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(message);
  process.exit(1);
});
