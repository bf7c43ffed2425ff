/** The query string of a request; empty and missing values are left out (the server's defaults). */
export function querySearch(query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
