import type { ExportedDocument } from '../documents';

/** A file of the archive: where it goes in the ZIP and where its bytes are stored. */
export type ArchiveFile = { path: string; storageKey: string; sizeBytes: number };

// Characters no common file system takes in a name (and controls), and a name's length cap.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;
const NAME_MAX = 120;

/** A name safe as one path segment on Windows, macOS and Linux alike; never empty or dots only. */
export function safeSegment(name: string): string {
  const cleaned = name
    .replace(UNSAFE, '_')
    .trim()
    .slice(0, NAME_MAX)
    .replace(/[. ]+$/, '');
  return cleaned === '' || /^\.+$/.test(cleaned) ? '_' : cleaned;
}

/** `name (version 2).pdf` for an older version; the newest keeps the document's own name. */
function versionName(name: string, version: number) {
  const dot = name.lastIndexOf('.');
  return dot > 0
    ? `${name.slice(0, dot)} (version ${version})${name.slice(dot)}`
    : `${name} (version ${version})`;
}

/** `report.pdf`, then `report (2).pdf` for a second file of the same name in one folder. */
function unique(taken: Set<string>, path: string) {
  let candidate = path;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
    const dot = path.lastIndexOf('.');
    const slash = path.lastIndexOf('/');
    candidate =
      dot > slash + 1 ? `${path.slice(0, dot)} (${n})${path.slice(dot)}` : `${path} (${n})`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Where each shared document's versions go: a folder per matter (its title, made unique), the
 * newest version under the document's name and older ones beside it. Answers the files to add
 * and, per document id, their paths for the JSON to point at.
 */
export function layoutDocuments(documents: ExportedDocument[]) {
  const folders = new Map<string, string>();
  const taken = new Set<string>();
  const files: ArchiveFile[] = [];
  const pathsOf = new Map<string, string[]>();
  for (const { document, files: versions } of documents) {
    let folder = folders.get(document.matterId);
    if (!folder) {
      folder = unique(taken, `documents/${safeSegment(document.matterTitle)}`);
      folders.set(document.matterId, folder);
    }
    const paths: string[] = [];
    for (const [index, file] of versions.entries()) {
      const name = index === 0 ? document.name : versionName(document.name, file.version);
      const path = unique(taken, `${folder}/${safeSegment(name)}`);
      files.push({ path, storageKey: file.storageKey, sizeBytes: file.sizeBytes });
      paths.push(path);
    }
    pathsOf.set(document.id, paths);
  }
  return { files, pathsOf };
}
