/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source file. */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * Source files of the admin area and the client portal: features/admin/, features/portal/ and any
 * feature's own admin/ folder (features/chat/admin/...). Public pages must never load their code.
 */
export const PRIVATE_SOURCE = /(^|\/)features\/(admin|portal)\/|(^|\/)features\/[^/]+\/admin\//;

/**
 * The JavaScript chunks that belong to the admin area or the portal: those a browser can reach
 * only through a chunk whose source is private. Starting from every public root (entry chunks and
 * lazily loaded chunks whose source is public), follow static and dynamic imports, never stepping
 * into a private chunk; every JavaScript chunk not reached is private. Returns each one's file
 * (as served under the app's root) with the private source that leads to it.
 */
export function privateChunks(manifest: ViteManifest): Map<string, string> {
  const isPrivateRoot = (chunk: ManifestChunk) =>
    chunk.src !== undefined && PRIVATE_SOURCE.test(chunk.src);
  const reached = new Set<string>();
  const pending = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key]!;
    return (chunk.isEntry || chunk.isDynamicEntry) && !isPrivateRoot(chunk);
  });
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    const chunk = manifest[key];
    if (!chunk || reached.has(key) || isPrivateRoot(chunk)) continue;
    reached.add(key);
    pending.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }

  const result = new Map<string, string>();
  const visit = (key: string, origin: string) => {
    const chunk = manifest[key];
    if (!chunk || reached.has(key) || result.has(chunk.file)) return;
    if (!/\.m?js$/.test(chunk.file)) return;
    result.set(chunk.file, origin);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
      visit(next, origin);
  };
  for (const [key, chunk] of Object.entries(manifest))
    if (isPrivateRoot(chunk)) visit(key, chunk.src!);
  return result;
}
