import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { buildQuietly } from './quiet-build.mjs';

const node = process.execPath;
const script = (code: string) => [
  '-e',
  `process.stdout.write('chunk sizes\\n'); process.stderr.write('[WARNING] a note\\n'); ${code}`,
];

describe('a build at start', () => {
  it('prints nothing when it works', async () => {
    const printed: string[] = [];
    const print = (text: string) => printed.push(text);
    expect(await buildQuietly(node, script(''), { cwd: os.tmpdir(), print })).toBe(0);
    expect(printed).toEqual([]);
  });

  it('prints everything it wrote, and how it ended, when it fails', async () => {
    const printed: string[] = [];
    const print = (text: string) => printed.push(text);
    const args = script("console.error('Build failed: x.ts:1:1'); process.exit(3)");
    expect(await buildQuietly(node, args, { cwd: os.tmpdir(), print })).toBe(3);
    const output = printed.join('');
    // stdout and stderr are two pipes: each arrives whole, in its own order.
    expect(output).toContain('chunk sizes\n');
    expect(output).toMatch(/\[WARNING\] a note\nBuild failed: x\.ts:1:1\n/);
    expect(output).toMatch(/\n\n.* -e .* failed \(exit code 3\)\.\n$/);
  });

  it('fails, saying why, when the command cannot run', async () => {
    const printed: string[] = [];
    const print = (text: string) => printed.push(text);
    const status = await buildQuietly('lexbridge-no-such-command', [], { cwd: os.tmpdir(), print });
    expect(status).not.toBe(0);
    expect(printed.join('')).toContain('ENOENT');
  });
});
