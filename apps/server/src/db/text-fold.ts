import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Names compared the way people read them: case and accents ignored, in Latin and Greek alike
 * ('Παπαδόπουλος' = 'ΠΑΠΑΔΟΠΟΥΛΟΣ', 'Müller' = 'MULLER'). No transliteration between scripts.
 *
 * The comparison runs in SQL so the database filters and pages. PostgreSQL's `unaccent` is an
 * extension that PGlite may lack, and `lower()`/`ilike` follow the database's locale (plain C
 * folds ASCII only), so neither is relied on. Instead `lower()` (ASCII in any locale) is followed
 * by `translate()` with a fixed table built here from Unicode: every Latin and Greek letter whose
 * NFD form minus its marks, lower-cased, is one other letter (final sigma to σ), and combining
 * marks dropped. The database keeps each searched column folded beside it (`*_folded`, a stored
 * generated column), so a search folds only the text searched for, with `foldText`, the same
 * folding in TypeScript.
 */

const RANGES: [number, number][] = [
  [0x41, 0x5a], // A-Z (lower() covers them too; harmless)
  [0xc0, 0x24f], // Latin-1 Supplement, Latin Extended-A and -B
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese and others)
  [0x370, 0x3ff], // Greek and Coptic (tonos, dialytika, capitals)
  [0x1f00, 0x1fff], // Greek Extended (polytonic)
];

const stripMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** One character's folded form: the base letter, lower-case, σ for ς. */
const foldChar = (char: string) => stripMarks(char).toLowerCase().replace(/ς/g, 'σ');

/**
 * translate() looks each character up in `from` from its start, so a character missing from the
 * table (plain lower-case letters, digits, spaces: most of any text) costs a scan of all of it,
 * about 1,000 entries. Listing the common characters first, mapped to themselves, stops the scan
 * early without changing the result: 20 times cheaper on ordinary text.
 */
const COMMON = 'abcdefghijklmnopqrstuvwxyz0123456789 .,-@αβγδεζηθικλμνξοπρστυφχψω';

function buildTable() {
  let from = COMMON;
  let to = COMMON;
  for (const [start, end] of RANGES) {
    for (let code = start; code <= end; code += 1) {
      const char = String.fromCodePoint(code);
      const folded = foldChar(char);
      // Only one-for-one replacements: translate() maps characters, not strings ('ß' stays).
      if (folded !== char && [...folded].length === 1) {
        from += char;
        to += folded;
      }
    }
  }
  // Combining marks (text stored already decomposed) are deleted: they come last, with no partner.
  for (let code = 0x300; code <= 0x36f; code += 1) from += String.fromCodePoint(code);
  return { from, to };
}

const table = buildTable();

/** The folded form of a text, for comparing with a `*_folded` column. */
export function foldText(text: string): string {
  return [...stripMarks(text).toLowerCase()]
    .map((char) => (char === 'ς' ? 'σ' : char))
    .join('')
    .trim();
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The folding of the column `name` as a stored generated column's expression (`*_folded`), so a
 * search reads each row's folded text instead of folding every row again (on 50,000 rows that
 * took seconds). The table is written into the migration as it is today; `foldText` must agree.
 */
export function foldedColumnSql(name: string): SQL {
  return sql.raw(`translate(lower("${name}"), ${literal(table.from)}, ${literal(table.to)})`);
}

/** `text` as a LIKE pattern that matches it anywhere, literally: backslash, `%` and `_` escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * True where a folded column (`*_folded`, or any SQL text) contains the folded text. Asked as
 * LIKE '%text%', not strpos(): the same rows, but PostgreSQL can answer a LIKE from a trigram
 * index (migration 0018 makes them where pg_trgm is available) instead of reading every row;
 * without one the two cost the same. A search of 1-2 characters has no trigram and reads them all.
 */
export function containsFolded(folded: AnyPgColumn | SQL, text: string): SQL {
  return sql`${folded} like ${containsPattern(foldText(text))}`;
}
