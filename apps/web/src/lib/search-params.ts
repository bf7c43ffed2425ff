/** `current` with `changes` applied: a value sets its parameter, '' (or none) removes it. */
export function withParams(
  current: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** The parameters as a link's query string: '?a=1&b=2', or '' when there are none. */
export function queryString(params: URLSearchParams): string {
  const search = params.toString();
  return search ? `?${search}` : '';
}
