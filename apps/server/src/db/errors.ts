/** The SQLSTATE codes the app handles. */
export const SqlState = {
  /** A unique constraint or index refused a duplicate. */
  uniqueViolation: '23505',
  /** An exclusion constraint refused a row (bookings_no_overlap: an overlapping booking). */
  exclusionViolation: '23P01',
  /** A check constraint refused a row (a value or a combination the table does not allow). */
  checkViolation: '23514',
} as const;

/**
 * Whether a database error has this SQLSTATE code. Drizzle wraps driver errors, and pg and PGlite
 * put the code in different places, so look through the causes.
 */
export function hasSqlState(error: unknown, code: (typeof SqlState)[keyof typeof SqlState]) {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
