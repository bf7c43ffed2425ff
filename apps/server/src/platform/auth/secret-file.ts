import fs from 'node:fs';
import path from 'node:path';

/** The server must not start: it has no AUTH_SECRET it may use. */
export class AuthSecretError extends Error {}

/**
 * A secret kept in a file of its own in DATA_DIR (text, one line): null when there is none. A file
 * others may read is made private (0600) first: a secret readable by every local user is none.
 */
export function readSecretFile(dataDir: string, name: string): string | null {
  const file = path.join(dataDir, name);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const value = text.trim();
  if (value.length < 32) throw new AuthSecretError(`${file} must hold at least 32 characters.`);
  return value;
}

/**
 * Writes a secret file, mode 0600, whole or not at all: into a private temporary file, flushed to
 * disk, then renamed into place and the folder flushed, so the file is on disk before a caller
 * deletes the only other copy. Returns the file's path.
 */
export function writeSecretFile(dataDir: string, name: string, value: string): string {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, name);
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w', 0o600);
  try {
    fs.writeSync(fd, `${value}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
  const folder = fs.openSync(dataDir, 'r');
  try {
    fs.fsyncSync(folder);
  } finally {
    fs.closeSync(folder);
  }
  return file;
}
