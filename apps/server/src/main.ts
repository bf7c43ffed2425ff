import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { adoptLegacyDataDir } from './db/legacy-data-dir';
import { bootstrapAdmin } from './features/auth';
import { serveBackups } from './features/backups';
import { seedArticlesIfEmpty } from './features/content';
import { EncryptionKeyError } from './platform/crypto/encryption';
import {
  describeTightened,
  describeUntouched,
  PRIVATE_UMASK,
  tightenDataDir,
} from './db/data-dir-privacy';
import { AuthSecretError } from './platform/auth/secret';
import { describeStorage } from './platform/storage/create';
import { closeApp, stopOnSignals } from './platform/shutdown';
import { printStartBanner } from './start-banner';

function fail(message: string): never {
  console.error(`\nLexbridge could not start.\n${message}\n`);
  process.exit(1);
}

async function start() {
  // Everything this process creates (database files, uploads, keys) is its account's alone.
  process.umask(PRIVATE_UMASK);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  let tightened, movedDataDir;
  try {
    movedDataDir = adoptLegacyDataDir(config);
  } catch (error) {
    fail((error as Error).message);
  }
  try {
    tightened = tightenDataDir(config.dataDir);
  } catch (error) {
    fail(
      `The data directory ${config.dataDir} could not be made private: ${(error as Error).message}`,
    );
  }

  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(`The database could not be opened: ${(error as Error).message}`);
  }

  let app;
  try {
    app = await buildApp({ config, database });
  } catch (error) {
    if (!(error instanceof EncryptionKeyError || error instanceof AuthSecretError)) throw error;
    await database.close();
    fail(error.message);
  }
  // The rule for what escapes: a promise that rejects with nobody awaiting it is a bug in one
  // request or job, not a broken process, so it is logged and the server keeps serving (Node would
  // exit, and every visitor would pay for one request). An exception thrown out of the event loop
  // still ends the process, as Node does, since its state may be half-changed: socket, timer and
  // emitter handlers are wrapped (platform/contained.ts) so that none throws there.
  process.on('unhandledRejection', (reason) =>
    app.log.error({ err: reason }, 'a promise was rejected with nobody awaiting it; still serving'),
  );
  app.log.info(
    database.kind === 'pglite'
      ? `Data: embedded PostgreSQL (PGlite) in ${database.location}`
      : `Data: PostgreSQL server at ${database.location}`,
  );
  app.log.info(describeStorage(config));
  if (movedDataDir) app.log.warn(movedDataDir);
  if (database.recovered) app.log.warn(database.recovered);
  // The embedded database is this process's alone: `npm run backup` asks it through a socket.
  if (database.kind === 'pglite') {
    const source = { database, storage: app.deps.storage, keys: config };
    app.addHook('onClose', serveBackups(source, config.dataDir));
  }
  const tightenedLine = describeTightened(config.dataDir, tightened);
  if (tightenedLine) app.log.warn(tightenedLine);
  const untouchedLine = describeUntouched(config.dataDir, tightened);
  if (untouchedLine) app.log.warn(untouchedLine);
  // Without Stripe, "paying" a booking or an invoice takes no money: fine for a demo, never for a
  // firm's real clients, so the log says so at every start.
  if (app.deps.payments.kind === 'test') {
    app.log.warn(
      'Payments: the built-in TEST checkout (nothing is charged; bookings and invoices are marked paid). Set STRIPE_SECRET_KEY to take real payments.',
    );
  }
  if (!config.adminMfaRequired && config.nodeEnv === 'production') {
    app.log.warn(
      'ADMIN_MFA=optional: administrators can sign in without a second factor. Use it only for local development.',
    );
  }
  if (config.runsWithoutMail) {
    app.log.warn(
      'Mail: OFF (production without SMTP_URL, allowed by ALLOW_NO_SMTP=true): no e-mail leaves the server. Nobody can prove an address: sign-up, invitation, sign-in and password reset links wait in the admin Outbox until an administrator passes them on, and notices (new messages, documents, invoices, security alerts) reach no one. Set SMTP_URL to send mail.',
    );
  }
  if (app.deps.payments.kind === 'off') {
    app.log.warn(
      'Payments: OFF (production without STRIPE_SECRET_KEY): booking and paying an invoice answer that online payment is not available. Set STRIPE_SECRET_KEY to take payments, or PAYMENTS_TEST_MODE=true for a demonstration site.',
    );
  }
  const setupLink = await bootstrapAdmin({ db: database.db, config, log: app.log });
  const seeded = await seedArticlesIfEmpty(database.db);
  if (seeded > 0)
    app.log.info(`Added ${seeded} sample news articles (the articles table was empty)`);

  stopOnSignals({
    log: app.log,
    async stop() {
      await closeApp(app); // stops accepting, answers requests in flight, drains the mail worker
      await database.close(); // PGlite must close cleanly to checkpoint its data
      // PGlite sets some files' modes itself as it runs (0644 under the 0700 folders, so still
      // unreadable to others): they are made 0600 again before the process ends.
      tightenDataDir(config.dataDir);
    },
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    fail(`Could not listen on port ${config.port}: ${(error as Error).message}`);
  }
  app.log.info(`Lexbridge is running at ${config.publicUrl}`);
  printStartBanner({ config, database, setupLink }, app.log);
}

await start();
