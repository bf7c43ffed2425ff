/**
 * The file name a `Content-Disposition` header gives: the RFC 5987 `filename*` (UTF-8, percent
 * encoded) when present, else the plain `filename`, quoted or not. Any path in it is dropped, so
 * the name is only ever a name.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;\s]+)/i.exec(header);
  if (extended) {
    try {
      return baseName(decodeURIComponent(extended[2]!.replace(/^"|"$/g, '')));
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? baseName(name) : undefined;
}

function baseName(name: string): string | undefined {
  const base = name.split(/[/\\]/).pop()?.trim();
  return base || undefined;
}
