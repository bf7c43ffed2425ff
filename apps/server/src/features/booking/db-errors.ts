/** True when a database error (possibly wrapped by Drizzle) has this SQLSTATE code. */
export function hasSqlState(error: unknown, code: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** exclusion_violation: the bookings_no_overlap constraint refused an overlapping booking. */
export const EXCLUSION_VIOLATION = '23P01';
