/**
 * PostgreSQL's data exceptions that only a value sent to it can cause: text it cannot hold (a
 * NUL, bytes that are not UTF-8), a date or number outside its type's range, text that is not a
 * valid uuid, number or date, text longer than its column. The shared schemas refuse such input
 * before it reaches a query; should a value still get through, the request is what was wrong, so
 * it is answered 400 rather than 500. Errors of the server's own making (a division by zero, a
 * broken constraint, a lost connection) are not in this list and stay 500s.
 */
const VALUE_REFUSED = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character
]);

/** The SQLSTATE of a database error a request's value caused, looking through wrappers (Drizzle's). */
export function refusedValueCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && VALUE_REFUSED.has(code)) return code;
    current = cause;
  }
  return undefined;
}
