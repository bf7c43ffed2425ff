import { parseArgs } from 'node:util';
import { emailSchema, newPasswordSchema } from '@lexbridge/shared/schemas/auth';
import { adminNameSchema } from '@lexbridge/shared/schemas/administrators';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { adoptLegacyDataDir } from '../db/legacy-data-dir';
import { PRIVATE_UMASK } from '../db/data-dir-privacy';
import { createAdminAccount, findUserByEmail, grantAdmin, isAdmin } from '../features/auth';
import { grantRefusal } from '../features/administrators';
import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import { msg } from '@lexbridge/shared/i18n/message';
import { translateMessage, translator } from '../platform/i18n/translator';
import { readPassword } from './read-password';

/** Shared schemas speak in `msg()` keys; the operator reads them in the default language. */
const say = (text: string) => translateMessage(translator(defaultLanguage), text);

const usage = `Usage:
  npm run admin -- create --email <address> --name "<name>"   create an administrator (password from ADMIN_PASSWORD or stdin)
  npm run admin -- grant --email <address> [--name "<name>"]  make an existing account an administrator
The name is the one clients see on the administrator's replies.`;

/** The first problem with the arguments, or null: a valid address, and a valid name when given. */
function argumentProblem(email: string, name: string | undefined, command: string | undefined) {
  if (command !== 'create' && command !== 'grant') return '';
  const address = emailSchema.safeParse(email);
  if (!address.success) return say(address.error.issues[0]?.message ?? '');
  // A new administrator signs replies from the start; an existing account may keep its name.
  if (name === undefined && command === 'create') return say(msg('validation:administrator.name'));
  const named = name === undefined ? null : adminNameSchema.safeParse(name);
  if (named && !named.success) return say(named.error.issues[0]?.message ?? '');
  return null;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  const command = positionals[0];
  const problem = argumentProblem(values.email ?? '', values.name, command);
  if (problem !== null) throw new Error(problem ? `${problem}\n\n${usage}` : usage);
  const email = emailSchema.parse(values.email);
  const name = values.name === undefined ? undefined : adminNameSchema.parse(values.name);

  // Here ADMIN_PASSWORD goes with --email, not with ADMIN_EMAIL as it does at server start.
  const { ADMIN_PASSWORD: passwordFromEnv, ...env } = process.env;
  const config = loadConfig(env);
  process.umask(PRIVATE_UMASK); // what it creates in DATA_DIR stays private, as the server's does
  const moved = adoptLegacyDataDir(config); // as the server would, so both use the same data
  if (moved) console.log(moved);
  const database = await openDatabase(config);
  try {
    const existing = await findUserByEmail(database.db, email);
    if (command === 'grant') {
      // The server's operator is held to the rule the admin area keeps: an account whose owner
      // never proved the address (its password may be a stranger's) is no administrator.
      const refusal = existing && grantRefusal(existing);
      if (refusal) throw new Error(say(refusal.text));
      await grantAdmin(database.db, email, name);
      return console.log(`${email} is now an administrator. Their password was not changed.`);
    }
    if (existing) {
      const admin = await isAdmin(database.db, existing.id);
      throw new Error(
        admin
          ? `${email} is already an administrator. Its password was left unchanged.`
          : `An account with ${email} already exists. Run \`npm run admin -- grant --email ${email}\` to make it an administrator.`,
      );
    }
    const password = newPasswordSchema.safeParse(passwordFromEnv || (await readPassword()));
    if (!password.success) throw new Error(say(password.error.issues[0]!.message));
    await createAdminAccount(database.db, { email, password: password.data, name });
    console.log(`Administrator ${email} created. Sign in at ${config.publicUrl}/auth?admin=true`);
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
