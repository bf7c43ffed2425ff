/*
 * The feature graph, read from the code's own imports: which feature imports which, on the server
 * (apps/server/src/features) and on the web (apps/web/src/features). Tests are left out: a test
 * may reach into what it tests.
 *
 *   node scripts/feature-graph.mjs            cycles and private imports, exit 1 if any
 *   node scripts/feature-graph.mjs --mermaid  the graph as a Mermaid diagram (README's Layout)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const sides = {
  server: 'apps/server/src/features',
  web: 'apps/web/src/features',
};

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [full];
  });
}

/** Where a relative import lands, as a path under the features folder ('' when outside it). */
function featurePath(featuresDir, fromFile, specifier) {
  if (!specifier.startsWith('.')) return '';
  const target = path.relative(featuresDir, path.resolve(path.dirname(fromFile), specifier));
  return target.startsWith('..') ? '' : target.split(path.sep).join('/');
}

/** Every import from one feature into another: { from, to, file, target, isPublic }. */
export function crossFeatureImports(side) {
  const featuresDir = path.join(root, sides[side]);
  const found = [];
  for (const file of sourceFiles(featuresDir)) {
    const from = path.relative(featuresDir, file).split(path.sep)[0];
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = featurePath(featuresDir, file, fileName);
      const [to, ...rest] = target.split('/');
      if (!target || to === from) continue;
      const isPublic = rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));
      found.push({ from, to, file: path.relative(root, file), target, isPublic });
    }
  }
  return found;
}

/** Feature -> the set of features it imports. */
export function featureGraph(side) {
  const featuresDir = path.join(root, sides[side]);
  const graph = new Map(
    readdirSync(featuresDir)
      .filter((name) => statSync(path.join(featuresDir, name)).isDirectory())
      .map((name) => [name, new Set()]),
  );
  for (const { from, to } of crossFeatureImports(side)) graph.get(from)?.add(to);
  return graph;
}

/** Each cycle once, as the list of features around it (Tarjan's strongly connected components). */
export function featureCycles(graph) {
  let index = 0;
  const indexes = new Map();
  const lowLinks = new Map();
  const stack = [];
  const cycles = [];
  const visit = (node) => {
    indexes.set(node, index);
    lowLinks.set(node, index++);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node), lowLinks.get(next)));
      } else if (stack.includes(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node), indexes.get(next)));
      }
    }
    if (lowLinks.get(node) !== indexes.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!indexes.has(node)) visit(node);
  return cycles;
}

export function mermaid(side) {
  const lines = ['flowchart LR'];
  for (const [from, tos] of featureGraph(side)) {
    if (tos.size === 0) lines.push(`  ${from}`);
    for (const to of [...tos].sort()) lines.push(`  ${from} --> ${to}`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const side = process.argv.includes('--web') ? 'web' : 'server';
  if (process.argv.includes('--mermaid')) {
    console.log(mermaid(side));
  } else {
    let failed = false;
    for (const name of Object.keys(sides)) {
      const cycles = featureCycles(featureGraph(name));
      const reaching = crossFeatureImports(name).filter((edge) => !edge.isPublic);
      for (const cycle of cycles) console.log(`${name}: cycle ${cycle.join(' <-> ')}`);
      for (const edge of reaching) console.log(`${name}: ${edge.file} imports ${edge.target}`);
      console.log(`${name}: ${cycles.length} cycles, ${reaching.length} private imports`);
      failed ||= cycles.length > 0;
    }
    process.exit(failed ? 1 : 0);
  }
}
