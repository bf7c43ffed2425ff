// Whether `npm start` must build first: a part (the web app, the server) is rebuilt when one of
// its outputs is missing or one of its sources (or the lockfile) changed after its oldest output.
import fs from 'node:fs';
import path from 'node:path';

/** Folders never counted as sources: what a build or npm writes. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-server', '.vite', 'test-results']);

/**
 * The parts to build, in order. `parts[i].outputs` are the mtimes (ms) of its outputs, null for
 * a missing one; `parts[i].sources` of its sources. With `when: 'missing'` only parts with a
 * missing output are built (`npm run serve`); with `when: 'stale'` also those older than a source.
 * @param {{ name: string, outputs: (number | null)[], sources: number[] }[]} parts
 * @param {'missing' | 'stale'} when
 * @returns {string[]}
 */
export function partsToBuild(parts, when) {
  return parts
    .filter(({ outputs, sources }) => {
      if (outputs.length === 0 || outputs.some((mtime) => mtime === null)) return true;
      if (when === 'missing') return false;
      const builtAt = Math.min(.../** @type {number[]} */ (outputs));
      return sources.some((mtime) => mtime > builtAt);
    })
    .map(({ name }) => name);
}

/** The mtime of a file (ms), or null when it does not exist. */
export function mtimeOf(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** The newest mtime (ms) of the files at or under each path (0 for none). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (file) => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return; // a listed source that does not exist (yet)
    }
    if (!stat.isDirectory()) return void (newest = Math.max(newest, stat.mtimeMs));
    for (const entry of fs.readdirSync(file)) {
      if (!NOT_SOURCES.has(entry)) visit(path.join(file, entry));
    }
  };
  paths.forEach(visit);
  return newest;
}
