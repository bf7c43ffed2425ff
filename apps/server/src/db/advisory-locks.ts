/**
 * Every advisory lock the app takes, in one place so no two share a number
 * (two features on one number would wait for each other for nothing). Any fixed numbers work.
 */
export const AdvisoryLock = {
  /** Migrations, when several instances start against one PostgreSQL server. */
  migrations: 72_817_001,
  /** The one instance of a cluster that runs today's scheduled backup. */
  scheduledBackup: 72_817_025,
  /** Seeding the sample articles on first start. */
  articlesSeed: 72_817_101,
  /** Creating the first administrator from ADMIN_EMAIL. */
  adminBootstrap: 72_817_102,
  /** Seeding the site's content on first start. */
  siteSeed: 72_817_103,
  /** Choosing the primary bank account. */
  primaryBankAccount: 72_817_201,
  /**
   * The firm's calendar: a booking and an appointment written at once see each other. The
   * bookings trigger of migration 0032 takes the same number, so change both together.
   */
  calendar: 72_817_301,
  /** One client's copies of their data: counting today's and starting one are one step. */
  dataExport: 72_817_401,
} as const;
