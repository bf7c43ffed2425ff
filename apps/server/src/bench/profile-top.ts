import fs from 'node:fs';
import path from 'node:path';

/**
 * npx tsx src/bench/profile-top.ts FILE.cpuprofile [N]
 * The N functions (default 25) with the most self time in a V8 CPU profile (node --cpu-prof, as
 * bench:chat --profile writes for the server), with their share of all samples.
 */
type Node = {
  id: number;
  hitCount?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
const [file, count = '25'] = process.argv.slice(2);
if (!file) throw new Error('Usage: profile-top.ts FILE.cpuprofile [N]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: Node[] };
const totals = new Map<string, number>();
let all = 0;
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  all += hits;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${path.basename(url)}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  totals.set(key, (totals.get(key) ?? 0) + hits);
}
const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(count));
for (const [name, hits] of top)
  console.log(`${((100 * hits) / all).toFixed(1).padStart(5)}%  ${name}`);
