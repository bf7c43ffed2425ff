import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { foldedColumnSql } from '../text-fold';

// Better Auth's core tables (user, session, account, verification), plural names with
// `usePlural: true`. Property names are Better Auth's field names; columns are snake_case.
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  /** Name and e-mail folded for searching (platform/text-fold), kept by the database. */
  nameFolded: text('name_folded').generatedAlwaysAs(foldedColumnSql('name')),
  emailFolded: text('email_folded').generatedAlwaysAs(foldedColumnSql('email')),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /**
   * Whether `name` is one a person chose (at creation, on an invitation, when made an administrator,
   * or on the account page), not the e-mail's local part an account starts with. An
   * administrator's replies are signed with the name only once chosen: clients never see an
   * address's local part as the name of the person who answered them.
   */
  nameChosen: boolean('name_chosen').notNull().default(false),
  /** Better Auth's two-factor plugin: set once an authenticator is confirmed with a code. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Whether this session passed a second factor (a code at sign-in, a remembered device, or the
     * code that turned two-factor on): admin rights need it. Ours, a Better Auth additional field.
     */
    twoFactorVerified: boolean('two_factor_verified').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/**
 * Better Auth's two-factor plugin: one authenticator per account, its secret and backup codes
 * encrypted with the auth secret; `verified` once confirmed with a code; failures counted for the
 * plugin's own lockout. `name` (what the user calls the authenticator), `lastAcceptedStep` and
 * `createdAt` are ours.
 */
export const twoFactors = pgTable('two_factors', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  verified: boolean('verified').notNull().default(true),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  name: text('name'),
  /** The last TOTP time step (Unix time / 30 s) accepted for this authenticator: each works once. */
  lastAcceptedStep: bigint('last_accepted_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
