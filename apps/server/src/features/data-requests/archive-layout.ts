import type { ExportedDocument } from '../documents';

/** A file of the archive: where it goes in the ZIP and where its bytes are stored. */
export type ArchiveFile = { path: string; storageKey: string; sizeBytes: number };

// Control, format (bidi overrides, zero-width) and line/paragraph separator characters.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
// Characters Windows forbids in file names, and both slashes.
const RESERVED = /[<>:"/\\|?*]/g;
const DEVICE_NAME = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
// Characters (code points) of a name before its extension: far inside 255 bytes in UTF-8.
const STEM_MAX = 60;

/**
 * A name safe as one path segment on Windows, macOS and Linux alike (the rules uploads follow):
 * NFC, no invisible or reserved characters, no device name, no trailing dots or spaces, the stem
 * cut by whole characters with the extension kept; never empty.
 */
export function safeSegment(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 8 ? cleaned.slice(dot) : '';
  let stem = Array.from(extension ? cleaned.slice(0, dot) : cleaned)
    .slice(0, STEM_MAX)
    .join('')
    .replace(/[\s.]+$/, '');
  if (stem === '') stem = '_';
  if (DEVICE_NAME.test(stem)) stem = `_${stem}`;
  return `${stem}${extension}`;
}

/** `name (version 2).pdf`: an older version beside the document's own name. */
function versionName(name: string, version: number) {
  const dot = name.lastIndexOf('.');
  return dot > 0
    ? `${name.slice(0, dot)} (version ${version})${name.slice(dot)}`
    : `${name} (version ${version})`;
}

/**
 * `report.pdf`, then `report (2).pdf` for a second file of the same name in one folder; names
 * are compared as a case-insensitive file system does (NFC, any case).
 */
function unique(taken: Set<string>, path: string) {
  const keyOf = (candidate: string) => candidate.normalize('NFC').toLowerCase();
  let candidate = path;
  for (let n = 2; taken.has(keyOf(candidate)); n += 1) {
    const dot = path.lastIndexOf('.');
    const slash = path.lastIndexOf('/');
    candidate =
      dot > slash + 1 ? `${path.slice(0, dot)} (${n})${path.slice(dot)}` : `${path} (${n})`;
  }
  taken.add(keyOf(candidate));
  return candidate;
}

/**
 * Where each shared document's versions go: a folder per matter (its title, made unique), the
 * version the portal shows as current under the document's name and the others beside it. Answers
 * the files to add and, per document id, their paths for the JSON to point at.
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
    for (const file of versions) {
      const current = file.version === document.latest.version;
      const name = current ? document.name : versionName(document.name, file.version);
      const path = unique(taken, `${folder}/${safeSegment(name)}`);
      files.push({ path, storageKey: file.storageKey, sizeBytes: file.sizeBytes });
      paths.push(path);
    }
    pathsOf.set(document.id, paths);
  }
  return { files, pathsOf };
}
