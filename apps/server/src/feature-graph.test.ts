import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import * as graph from '../../../scripts/feature-graph.mjs';
import { serverRoot } from './server-root';

type Edge = { file: string; target: string; isPublic: boolean };

/*
 * Features form no cycle and use each other only through their index.ts, on the server and on the
 * web (the lint rule says the second per file; this says both for the whole graph, read from the
 * imports), and the README's diagram is the server's graph as the imports draw it today.
 */
describe.each(['server', 'web'])("the %s's feature graph", (side) => {
  it('has no cycle between features', () => {
    expect(graph.featureCycles(graph.featureGraph(side))).toEqual([]);
  });

  it("imports no other feature's private files", () => {
    const edges = graph.crossFeatureImports(side) as Edge[];
    expect(edges.filter((edge) => !edge.isPublic)).toEqual([]);
    expect(edges.length).toBeGreaterThan(0);
  });
});

describe("the README's feature diagram", () => {
  it('is the server graph of today (node scripts/feature-graph.mjs --mermaid redraws it)', async () => {
    const readme = await readFile(path.join(serverRoot, '..', '..', 'README.md'), 'utf8');
    expect(readme).toContain('```mermaid\n' + graph.mermaid('server') + '\n```');
  });
});
