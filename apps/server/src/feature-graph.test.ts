import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import * as graph from '../../../scripts/feature-graph.mjs';

type Edge = { file: string; target: string; isPublic: boolean };

/*
 * The server's features form no cycle and use each other only through their index.ts (the lint
 * rule says the second per file; this says both for the whole graph, read from the imports).
 */
describe("the server's feature graph", () => {
  it('has no cycle between features', () => {
    expect(graph.featureCycles(graph.featureGraph('server'))).toEqual([]);
  });

  it("imports no other feature's private files", () => {
    const edges = graph.crossFeatureImports('server') as Edge[];
    expect(edges.filter((edge) => !edge.isPublic)).toEqual([]);
    expect(edges.length).toBeGreaterThan(0);
  });
});
