import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { isStorageKey } from '../../platform/storage/storage';
import {
  filePartName,
  MANIFEST_NAME,
  manifestSchema,
  tablePartName,
  type Manifest,
} from './manifest';

/** The archive cannot be restored; the message says why, for the operator. */
export class BackupRefusedError extends Error {}

// The only names an archive holds: nothing else is written, so no name can leave `dir`.
const isPartName = (name: string) =>
  name === MANIFEST_NAME ||
  /^database\/[a-z_][a-z0-9_]*\.jsonl$/.test(name) ||
  (name.startsWith('files/') && isStorageKey(name.slice('files/'.length)));

type Seen = { bytes: number; sha256: string };

/**
 * Unpacks `file` into `dir` (a private, empty folder) and checks it whole: every part the manifest
 * lists is there with its size and SHA-256, and there is nothing else. Returns the manifest;
 * throws BackupRefusedError otherwise. Nothing outside `dir` is touched.
 */
export async function unpackAndVerify(file: string, dir: string): Promise<Manifest> {
  const seen = new Map<string, Seen>();
  const extract = tar.extract();
  const entries: {
    stream: { destroy(): unknown };
    written: Promise<unknown>;
  }[] = [];
  extract.on('entry', (header, stream, next) => {
    const { name } = header;
    if (header.type !== 'file' || !isPartName(name) || seen.has(name)) {
      stream.resume();
      extract.destroy(new BackupRefusedError(`The archive holds an unexpected entry (${name}).`));
      return;
    }
    const target = path.join(dir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    const hash = createHash('sha256');
    let bytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        bytes += chunk.length;
        callback(null, chunk);
      },
    });
    // pipeline() owns every stream's errors: a write failing, or the archive breaking off in the
    // middle of this entry, rejects here and never escapes as an unhandled stream error.
    const written = pipeline(
      stream,
      measure,
      fs.createWriteStream(target, { mode: 0o600, flags: 'wx' }),
    );
    entries.push({ stream, written: written.catch(() => {}) });
    written.then(
      () => {
        seen.set(name, { bytes, sha256: hash.digest('hex') });
        next();
      },
      (error: unknown) => next(error as Error),
    );
  });
  try {
    await pipeline(fs.createReadStream(file), createGunzip(), extract);
  } catch (error) {
    // The caller removes `dir` once this throws: every part's file must be closed by then.
    for (const entry of entries) entry.stream.destroy();
    await Promise.all(entries.map((entry) => entry.written));
    if (error instanceof BackupRefusedError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupRefusedError(`There is no file ${file}.`);
    throw new BackupRefusedError(
      `${file} is damaged or is not a Lexbridge backup (${(error as Error).message}). Nothing was restored.`,
    );
  }
  return checkParts(dir, seen);
}

function checkParts(dir: string, seen: Map<string, Seen>): Manifest {
  if (!seen.has(MANIFEST_NAME))
    throw new BackupRefusedError(
      'The archive has no manifest: it is not a complete Lexbridge backup.',
    );
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(
      JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_NAME), 'utf8')),
    );
  } catch {
    throw new BackupRefusedError(
      "The archive's manifest is damaged or from an unknown version of Lexbridge.",
    );
  }
  // Each part is where its table or key says: no part can stand in for another.
  const misplaced =
    manifest.tables.some((part) => part.name !== tablePartName(part.table)) ||
    manifest.files.some((part) => part.name !== filePartName(part.key));
  if (misplaced)
    throw new BackupRefusedError("The archive's manifest names its parts wrongly: it is damaged.");
  const listed = [...manifest.tables, ...manifest.files];
  for (const part of listed) {
    const found = seen.get(part.name);
    if (!found)
      throw new BackupRefusedError(`The archive lacks ${part.name}, which its manifest lists.`);
    if (found.bytes !== part.bytes || found.sha256 !== part.sha256)
      throw new BackupRefusedError(
        `${part.name} in the archive does not match its checksum: the archive is damaged.`,
      );
  }
  if (seen.size !== listed.length + 1)
    throw new BackupRefusedError('The archive holds parts its manifest does not list.');
  return manifest;
}
