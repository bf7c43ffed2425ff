import { sql, type SQL } from 'drizzle-orm';
import { check, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { defaultLanguage, languages } from '@lexbridge/shared/i18n/languages';

/**
 * The language a row is written or to be answered in (a profile, an article, the language a
 * visitor booked, wrote or chatted in): e-mails about it are sent in this language.
 */
export const languageColumn = () =>
  text('language', { enum: languages }).notNull().default(defaultLanguage);

/** The database refuses a language the app does not speak (adding one takes a migration). */
export const languageCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_language_check`, sql`${column} in (${languageList()})`);

const languageList = (): SQL =>
  sql.join(
    languages.map((language) => sql.raw(`'${language}'`)),
    sql`, `,
  );
