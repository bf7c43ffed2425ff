import { sql } from 'drizzle-orm';

/** The app's list of allowed values as SQL, for the checks that keep a column to that list. */
export const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
