/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505). Drizzle wraps driver
 * errors, and pg and PGlite put the code in different places, so look through the causes.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505')
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
