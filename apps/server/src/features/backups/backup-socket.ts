import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { z } from 'zod';
import { createBackup, type BackupSource } from './create-backup';
import { manifestSchema, type Manifest } from './manifest';

/**
 * The embedded database belongs to one process (PGlite; the data directory is locked), so a
 * backup of a running server is made BY the server: `npm run backup` asks it through a Unix socket
 * in the data directory. The directory is its owner's alone (0700), so only the account that runs
 * the server can ask; the request names only the file to write.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

const requestSchema = z.object({ output: z.string().min(1).refine(path.isAbsolute) });
const answerSchema = z.union([
  z.object({ manifest: manifestSchema }),
  z.object({ error: z.string() }),
]);

/** Serves backup requests on the socket until the returned function closes it. */
export function serveBackups(source: BackupSource, dataDir: string): () => Promise<void> {
  const socketPath = backupSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true }); // left by a server that died; the data-dir lock is ours
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    const lines = readline.createInterface({ input: socket });
    lines.once('line', (line) => {
      lines.close();
      let output: string;
      try {
        output = requestSchema.parse(JSON.parse(line)).output;
      } catch {
        socket.end(`${JSON.stringify({ error: 'The request was not understood.' })}\n`);
        return;
      }
      createBackup(source, output).then(
        (manifest) => socket.end(`${JSON.stringify({ manifest })}\n`),
        (error: unknown) => socket.end(`${JSON.stringify({ error: (error as Error).message })}\n`),
      );
    });
  });
  server.on('error', () => {});
  server.listen(socketPath);
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

/** Asks the server running on `dataDir` to write a backup to `output`. */
export async function requestBackup(dataDir: string, output: string): Promise<Manifest> {
  const socket = net.connect(backupSocketPath(dataDir));
  const answer = await new Promise<string>((resolve, reject) => {
    socket.on('error', (error) =>
      reject(
        new Error(
          `The server using ${dataDir} did not answer the backup request (${error.message}). Is it a version without backups? Restart it, or stop it and run the backup again.`,
        ),
      ),
    );
    readline.createInterface({ input: socket }).once('line', resolve);
    socket.write(`${JSON.stringify({ output })}\n`);
  });
  socket.destroy();
  const parsed = answerSchema.parse(JSON.parse(answer));
  if ('error' in parsed) throw new Error(`The backup failed: ${parsed.error}`);
  return parsed.manifest;
}
