// A start builds with its output held back: a build that works prints nothing (hundreds of lines
// of chunk sizes and notes nobody starting a server needs); one that fails prints all of it, in
// the order it was written, so the reason is there.
import { spawn } from 'node:child_process';

/**
 * Runs `command args` in `cwd`, keeping its stdout and stderr; on failure writes them to `print`.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, print?: (text: string) => void }} options
 * @returns {Promise<number>} the exit status (1 when it could not run or was killed)
 */
export function buildQuietly(command, args, { cwd, print = (text) => process.stderr.write(text) }) {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code, signal) => {
      const status = code ?? 1;
      if (status !== 0) {
        const how = code === null ? `was stopped by ${signal}` : `failed (exit code ${code})`;
        print(`${Buffer.concat(output).toString()}\n${[command, ...args].join(' ')} ${how}.\n`);
      }
      resolve(status);
    });
  });
}
